import { useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { useCopy } from '../hooks/use-copy';
import { useToolContent } from '../hooks/use-tool-content';
import { safeReturnPath } from '../lib/paths';
import { InsightNotFound } from './InsightNotFound';
import { MeasureTool } from './MeasureTool';
import { ReturnLink } from './ReturnLink';
import { EntryTool } from './tool-page/EntryTool';
import { SafetyPlanTool } from './tool-page/SafetyPlanTool';
import { ToolHeader } from './tool-page/ToolHeader';
import '../styles/insight.css';

/**
 * A tool's page (/insight/tools/<id>): its header, then the one kind of tool it is: the safety plan (one document),
 * a questionnaire (a measure) or a tool that keeps entries.
 */
export function ToolPage() {
  const { toolId = '' } = useParams();
  const [params] = useSearchParams();
  const pick = useCopy();
  const tool = useToolContent(toolId);
  usePageTitle(tool ? pick(tool.title) : 'Page not found');
  if (!tool) return <InsightNotFound what="tool" />;
  const returnTo = safeReturnPath(params.get('from'));

  return (
    <article className={`insight-page insight-tool insight-tool--${tool.id}`}>
      <ToolHeader tool={tool} returnTo={returnTo} />
      {tool.singleDocument ? (
        <SafetyPlanTool tool={tool} returnTo={returnTo} />
      ) : tool.measure ? (
        <MeasureTool tool={tool} measure={tool.measure} returnLink={<ReturnLink to={returnTo} />} returnTo={returnTo} />
      ) : (
        <EntryTool tool={tool} returnTo={returnTo} />
      )}
    </article>
  );
}
