import { Link, useParams } from 'react-router-dom';
import { findCodexSection, type CodexSection } from '@/content/codex';
import { paths } from '@/lib/paths';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { sectionProgress, useCodexDeviceRows } from '../../data/codex/list-codex-progress';
import { useSectionStats } from '../../data/codex/read-section-stats';
import { CodexFeedbackForm } from './CodexFeedbackForm';
import { CodexQuiz } from './CodexQuiz';
import { CodexSubsections } from './CodexSubsections';
import { SectionStatsSummary } from './SectionStatsSummary';
import '../../styles/codex.css';

function SectionNotFound() {
  usePageTitle('Codex section not found');
  return (
    <article className="codex-page">
      <h1>This codex section is not here</h1>
      <p>The link may be old or mistyped.</p>
      <p>
        <Link to={paths.codex}>See every codex section</Link>
      </p>
    </article>
  );
}

function SectionView({ section }: { section: CodexSection }) {
  const plain = usePlainLanguage();
  const text = usePlainText();
  const title = pickVariant(section.title, plain);
  usePageTitle(title);
  const hydrated = useHydrated();
  const rows = useCodexDeviceRows();
  const stats = useSectionStats([section.id], rows);
  const progress = hydrated && rows ? sectionProgress(rows, section.id) : undefined;

  return (
    <article className="codex-page codex-section">
      <p>
        <Link to={paths.codex}>{text('Back to the codex', 'Back to all lessons')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="codex-lead">{pickVariant(section.summary, plain)}</p>
      <p className="codex-hint">{text(`About ${section.minutes} minutes to read`, `About ${section.minutes} minutes`)}</p>
      <CodexSubsections section={section} readSubsections={progress?.readSubsections} />
      <section aria-labelledby="codex-quiz-title" className="codex-block">
        <h2 id="codex-quiz-title">{text('Check what you have read', 'Quiz')}</h2>
        <CodexQuiz section={section} completedBefore={progress?.quizCompletions} />
      </section>
      <section aria-labelledby="codex-feedback-title" className="codex-block">
        <h2 id="codex-feedback-title">{text('Was this helpful?', 'Did this help?')}</h2>
        <CodexFeedbackForm sectionId={section.id} />
      </section>
      <section aria-labelledby="codex-stats-title" className="codex-block">
        <h2 id="codex-stats-title">{text('Section stats', 'Numbers for this lesson')}</h2>
        <SectionStatsSummary stats={hydrated ? stats?.bySection.get(section.id) : undefined} source={stats?.source} />
      </section>
      <section aria-labelledby="codex-sources-title" className="codex-block">
        <h2 id="codex-sources-title">{text('Sources', 'Where this comes from')}</h2>
        <ul className="codex-sources">
          {section.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} rel="noopener noreferrer" target="_blank">
                {source.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="codex-hint">
        {text(
          'This section is for learning, not a diagnosis. If you are struggling, a doctor or therapist can help, and ',
          'This is for learning. It does not tell you what is wrong. If things are hard, a doctor or therapist can help, and ',
        )}
        <Link to={paths.crisisHelp}>{text('crisis help is here if you need it now', 'you can get help right now here')}</Link>.
      </p>
    </article>
  );
}

/** /presence/codex/:sectionId: one section to read, its quiz, the rating and its stats. Prerenders for every section. */
export function CodexSectionPage() {
  const { sectionId = '' } = useParams();
  const section = findCodexSection(sectionId);
  return section ? <SectionView key={section.id} section={section} /> : <SectionNotFound />;
}
