/** Every route of the spec's table, with the heading its screen shows and whether it has the main layout. */
export interface RouteCase {
  path: string;
  heading: string | RegExp;
  layout: 'main' | 'minimal';
}

export const routeCases: RouteCase[] = [
  { path: '/', heading: 'Better Minds', layout: 'main' },
  { path: '/brand-v1', heading: /brand/i, layout: 'main' },
  { path: '/insight', heading: 'Insight', layout: 'main' },
  { path: '/insight/trails', heading: 'Trails', layout: 'main' },
  { path: '/insight/trails/muster', heading: 'Muster: gather your strengths', layout: 'main' },
  { path: '/insight/trails/fathers-journey', heading: 'A father’s journey', layout: 'main' },
  { path: '/insight/tools', heading: 'Tools', layout: 'main' },
  { path: '/insight/tools/mood-check-in', heading: 'Mood check-in', layout: 'main' },
  { path: '/insight/journeys', heading: 'Journeys', layout: 'main' },
  { path: '/insight/imaginarium', heading: 'Imaginarium', layout: 'main' },
  { path: '/insight/imaginarium/safe-place', heading: 'A calm place', layout: 'main' },
  { path: '/insight/reflections', heading: 'Your reflections', layout: 'main' },
  { path: '/insight/reminders', heading: 'Reminders', layout: 'main' },
  { path: '/flow/calm-evening', heading: 'A calm evening', layout: 'main' },
  { path: '/presence', heading: 'Presence', layout: 'main' },
  { path: '/presence/codex', heading: 'Codex', layout: 'main' },
  { path: '/presence/forge', heading: 'Forge', layout: 'main' },
  { path: '/presence/forge/wizard', heading: 'Forge wizard', layout: 'main' },
  { path: '/presence/forge/hearthlink', heading: 'Hearthlink', layout: 'main' },
  { path: '/resonance', heading: 'Resonance', layout: 'main' },
  { path: '/resonance/submit', heading: 'Submit a book', layout: 'main' },
  { path: '/resonance/library', heading: 'Library', layout: 'main' },
  { path: '/resonance/community', heading: 'Community', layout: 'main' },
  { path: '/plans', heading: 'Plans', layout: 'main' },
  // Signed out, the subscription page sends the visitor to the professional sign-in, returning there.
  { path: '/subscription/success', heading: 'Professional sign-in', layout: 'main' },
  { path: '/crisis-help', heading: 'Crisis help', layout: 'main' },
  { path: '/about', heading: /about/i, layout: 'main' },
  { path: '/who-we-are', heading: /who we are/i, layout: 'main' },
  // Signed out, the Star Chart screens send the visitor to the professional sign-in (tests/e2e/star-chart-pro.spec.ts signs in).
  { path: '/chart', heading: 'Professional sign-in', layout: 'main' },
  { path: '/pro', heading: 'Professional sign-in', layout: 'main' },
  { path: '/chart/new', heading: 'Professional sign-in', layout: 'main' },
  { path: '/pro/prescription/new', heading: 'Professional sign-in', layout: 'main' },
  { path: '/directory', heading: 'Therapist directory', layout: 'main' },
  { path: '/admin/login', heading: 'Admin sign-in', layout: 'main' },
  // Signed out and online, the admin screens send the visitor to sign in (tests/e2e/admin.spec.ts checks exactly
  // that, and signs in); offline the dashboard stays and says it cannot reach the server.
  { path: '/admin/dashboard', heading: /^Admin (sign-in|dashboard)$/, layout: 'main' },
  { path: '/admin/moderation', heading: /^Admin (sign-in|dashboard)$/, layout: 'main' },
  { path: '/chart/login', heading: 'Professional sign-in', layout: 'main' },
  { path: '/pro/login', heading: 'Professional sign-in', layout: 'main' },
  { path: '/systems', heading: 'System status', layout: 'minimal' },
  { path: '/journey/ABC123', heading: 'Shared journey', layout: 'minimal' },
  { path: '/no/such/page', heading: 'Page not found', layout: 'main' },
  { path: '/insight/trails/not-a-trail', heading: 'Page not found', layout: 'main' },
];
