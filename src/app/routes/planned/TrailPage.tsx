import { useParams } from 'react-router-dom';
import { PlannedScreen } from '@/components/ui/PlannedScreen';
import { paths, TRAIL_NAMES } from '@/lib/paths';
import { NotFoundPage } from '@/features/info/components/NotFoundPage';

function titleOf(trail: string): string {
  return trail
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function TrailPage() {
  const { trail = '' } = useParams();
  if (!(TRAIL_NAMES as readonly string[]).includes(trail)) return <NotFoundPage />;
  return (
    <PlannedScreen
      title={`${titleOf(trail)} trail`}
      description="A sequence of readings, reflection prompts and tools written for this trail, with your progress saved on this device."
      back={{ to: paths.trails, label: 'All trails' }}
    />
  );
}
