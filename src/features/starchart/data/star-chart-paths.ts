/**
 * The Star Chart routes of one area: the same screens live under /chart and /pro (spec section 2), and a therapist
 * who came in through /pro stays under /pro.
 */
interface StarChartPaths {
  workspace: string;
  login: string;
  newPrescription: (clientId?: string) => string;
  client: (clientId: string) => string;
  /** The chart's one-page print summary. */
  clientSummary: (clientId: string) => string;
  importReturn: string;
  /** Where the inbox keys are, and moving them to another device. */
  keys: string;
}

export function starChartPaths(pathname: string): StarChartPaths {
  const pro = pathname.startsWith('/pro');
  const base = pro ? '/pro' : '/chart';
  const withClient = (path: string, clientId?: string) =>
    clientId ? `${path}?client=${encodeURIComponent(clientId)}` : path;
  return {
    workspace: base,
    login: `${base}/login`,
    newPrescription: (clientId) => withClient(pro ? '/pro/prescription/new' : '/chart/new', clientId),
    client: (clientId) => `${base}/clients/${encodeURIComponent(clientId)}`,
    clientSummary: (clientId) => `${base}/clients/${encodeURIComponent(clientId)}/summary`,
    importReturn: `${base}/return`,
    keys: `${base}/keys`,
  };
}
