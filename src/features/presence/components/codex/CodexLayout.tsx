import { Outlet } from 'react-router-dom';
import { useCodexVisit } from '../../data/codex/count-codex-visit';

/** Around the codex's screens: counts one visit per arrival in the codex (not per move between its screens). */
export function CodexLayout() {
  useCodexVisit();
  return <Outlet />;
}
