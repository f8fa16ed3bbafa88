import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

export interface PlannedScreenProps {
  title: string;
  /** One honest line: what this screen will hold. */
  description: string;
  back?: { to: string; label: string };
}

/** A screen whose capability is not built yet: its heading and an honest line, nothing that pretends to work. */
export function PlannedScreen({ title, description, back }: PlannedScreenProps) {
  usePageTitle(title);
  return (
    <article className="planned-screen">
      <h1>{title}</h1>
      <p>{description}</p>
      <p className="planned-screen__status">This part of Better Minds is not built yet.</p>
      {back ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
    </article>
  );
}
