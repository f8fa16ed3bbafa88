import { Link } from 'react-router-dom';
import { codexSections, type CodexSection } from '@/content/codex';
import { paths } from '@/lib/paths';
import { pickVariant, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { sectionProgress, useCodexDeviceRows, type SectionProgress } from '../../data/codex/list-codex-progress';
import { useSectionStats } from '../../data/codex/read-section-stats';
import { DueReviews } from './DueReviews';
import { SectionStatsSummary } from './SectionStatsSummary';
import '../../styles/codex.css';

function ProgressLine({ section, progress }: { section: CodexSection; progress: SectionProgress | undefined }) {
  const text = usePlainText();
  // The same line before the device's data arrives, so the card keeps its size.
  if (!progress) return <p className="codex-progress">Your progress: –</p>;
  const read = progress.readSubsections.size;
  const total = section.subsections.length;
  const quiz = progress.latestQuiz;
  return (
    <p className="codex-progress" data-testid="codex-progress">
      {text(
        `Your progress: ${read} of ${total} parts read; ${quiz ? `latest quiz ${quiz.score} of ${quiz.total}` : 'quiz not taken yet'}.`,
        `You read ${read} of ${total} parts. ${quiz ? `Last quiz: ${quiz.score} of ${quiz.total}` : 'No quiz yet'}.`,
      )}
    </p>
  );
}

/**
 * /presence/codex: the codex's sections with their summary, reading time, the person's progress and the section
 * stats, and the questions due for review. The sections are content and prerender; progress, stats and reviews are
 * the person's and arrive after hydration into lines that are already there.
 */
export function CodexPage({ sections = codexSections }: { sections?: readonly CodexSection[] }) {
  usePageTitle('Codex');
  const plain = usePlainLanguage();
  const text = usePlainText();
  const hydrated = useHydrated();
  const rows = useCodexDeviceRows();
  const stats = useSectionStats(
    sections.map((section) => section.id),
    rows,
  );
  const ready = hydrated && rows !== undefined;

  return (
    <article className="codex-page">
      <p>
        <Link to={paths.presence}>Back to Presence</Link>
      </p>
      <h1>Codex</h1>
      <p className="codex-lead">
        {text(
          'Short sections about how minds work, in plain words and with their sources. Each ends with a few questions, and the ones you miss come back later so they stick. Take them at your own pace; nothing here is a test of you.',
          'Short lessons about how your mind works. Each one has a few questions at the end. Questions you miss come back later. Go at your own pace.',
        )}
      </p>
      <section aria-labelledby="codex-due-title" className="codex-due">
        <h2 id="codex-due-title">{text('Due for review', 'To review')}</h2>
        <DueReviews sections={sections} hydrated={hydrated} />
        <p>
          <Link to={paths.reminders}>{text('Reminders', 'Reminders')}</Link>
          {text(': a notification when questions come back, if you turn it on.', ': a message when questions come back, if you want one.')}
        </p>
      </section>
      <section aria-labelledby="codex-sections-title">
        <h2 id="codex-sections-title">{text('Sections', 'Lessons')}</h2>
        <ul className="codex-sections">
          {sections.map((section) => (
            <li key={section.id} className="codex-card">
              <h3 className="codex-card__title">
                <Link to={paths.codexSection(section.id)}>{pickVariant(section.title, plain)}</Link>
              </h3>
              <p>{pickVariant(section.summary, plain)}</p>
              <p className="codex-hint">
                {text(`About ${section.minutes} minutes to read`, `About ${section.minutes} minutes`)}
              </p>
              <ProgressLine section={section} progress={ready ? sectionProgress(rows, section.id) : undefined} />
              <details className="codex-card__stats">
                <summary>{text('Section stats', 'Numbers for this lesson')}</summary>
                <SectionStatsSummary stats={ready ? stats?.bySection.get(section.id) : undefined} source={stats?.source} />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
