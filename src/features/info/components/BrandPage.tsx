import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/Logo';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/info.css';
import '../styles/brand.css';

interface ColourToken {
  token: string;
  purpose: string;
  dark: string;
  light: string;
}

/** The colour tokens exactly as defined in src/styles/tokens.css (a test keeps them in step). */
const COLOURS: readonly ColourToken[] = [
  { token: '--color-bg', purpose: 'Page background.', dark: '#0f1020', light: '#f7f7fb' },
  { token: '--color-surface', purpose: 'Cards, panels and dialogs.', dark: '#181a2e', light: '#ffffff' },
  { token: '--color-surface-2', purpose: 'Raised or selected surfaces, secondary buttons.', dark: '#22253d', light: '#eef0fa' },
  { token: '--color-border', purpose: 'Borders and dividers.', dark: '#34385a', light: '#c9cce0' },
  { token: '--color-text', purpose: 'Body text and headings.', dark: '#eef0fb', light: '#15172b' },
  { token: '--color-muted', purpose: 'Secondary text, still at readable contrast.', dark: '#b4b8d4', light: '#464a66' },
  { token: '--color-primary', purpose: 'Brand indigo: primary buttons, the logo, highlights.', dark: '#6366f1', light: '#4f46e5' },
  { token: '--color-primary-text', purpose: 'Links and brand-coloured text on backgrounds.', dark: '#a5b4fc', light: '#3730a3' },
  { token: '--color-on-primary', purpose: 'Text and marks on the primary colour.', dark: '#ffffff', light: '#ffffff' },
  { token: '--color-primary-button', purpose: 'Filled buttons: deep enough for white text at 4.5:1 or more.', dark: '#4f46e5', light: '#4f46e5' },
  { token: '--color-accent', purpose: 'Calm teal accent for decoration and progress.', dark: '#5eead4', light: '#0f766e' },
  { token: '--color-danger', purpose: 'Error text and warning marks.', dark: '#fca5a5', light: '#991b1b' },
  { token: '--color-danger-bg', purpose: 'Background behind error messages.', dark: '#7f1d1d', light: '#fee2e2' },
  { token: '--color-focus', purpose: 'Keyboard focus ring.', dark: '#fbbf24', light: '#b45309' },
];

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

interface TypeStep {
  name: string;
  size: string;
  weight: number;
  use: string;
}

const TYPE_SCALE: readonly TypeStep[] = [
  { name: 'Page title', size: '2.25rem', weight: 700, use: 'One per page (the h1).' },
  { name: 'Section heading', size: '1.5rem', weight: 700, use: 'Main sections (h2).' },
  { name: 'Subheading', size: '1.25rem', weight: 600, use: 'Cards and sub-sections (h3).' },
  { name: 'Body', size: '1rem', weight: 400, use: 'Everything you read; line height 1.6.' },
  { name: 'Small', size: '0.875rem', weight: 400, use: 'Labels and notes; never for anything essential.' },
];

interface VoiceExample {
  id: string;
  principle: string;
  doText: string;
  dontText: string;
}

const VOICE_EXAMPLES: readonly VoiceExample[] = [
  {
    id: 'invite',
    principle: 'Invite, never push.',
    doText: 'Would you like to try a slow breath together? You can stop at any time.',
    dontText: 'You must finish today’s session!',
  },
  {
    id: 'describe',
    principle: 'Describe experiences; never diagnose.',
    doText: 'Some people notice their thoughts racing when they are stressed.',
    dontText: 'You have an anxiety disorder.',
  },
  {
    id: 'honest',
    principle: 'Be honest about what a tool can do.',
    doText: 'This exercise helps some people feel a little calmer.',
    dontText: 'This will cure your anxiety.',
  },
  {
    id: 'no-guilt',
    principle: 'No guilt, no streaks.',
    doText: 'Welcome back. Pick up wherever you like.',
    dontText: 'You broke your 12-day streak.',
  },
  {
    id: 'plain',
    principle: 'Plain words over jargon.',
    doText: 'Write down the thought, then look for evidence for and against it.',
    dontText: 'Engage in cognitive restructuring of maladaptive schemas.',
  },
  {
    id: 'data',
    principle: 'Say exactly where data goes.',
    doText: 'Saved on this device.',
    dontText: 'Your data is totally safe with us.',
  },
];

const ACCESSIBILITY_COMMITMENTS: readonly string[] = [
  'We aim for WCAG 2.2 level AA contrast for text and controls in both the dark and the light theme; a high-contrast mode goes further.',
  'Every screen works with a keyboard alone, with a visible focus ring, and is built to make sense to screen readers.',
  'Sizes are set in rem, so text follows your font-size setting (small, medium, large or extra large) and browser zoom.',
  'Layouts work down to a 320-pixel-wide screen without sideways scrolling.',
  'Reduce motion turns off non-essential animation; a dyslexia-friendly font and a plain-language option are one switch away.',
  'Colour is never the only way information is shown.',
  'Crisis help is reachable in one step from every screen, offline included.',
];

/**
 * A style attribute in HTML is refused by the Content-Security-Policy (style-src 'self'); React sets it through the
 * DOM instead, which the policy allows, so these samples take their style once the page has hydrated.
 */
function useScriptStyle(style: CSSProperties): CSSProperties | undefined {
  return useHydrated() ? style : undefined;
}

function Swatch({ hex, theme }: { hex: string; theme: 'Dark' | 'Light' }) {
  const style = useScriptStyle({ backgroundColor: hex });
  return (
    <div className="info-swatch">
      <span className="info-swatch-chip" style={style} aria-hidden="true" />
      <span className="info-swatch-label">
        <span className="info-swatch-theme">{theme}</span> <code>{hex}</code>
      </span>
    </div>
  );
}

function TypeSample({ size, weight, children }: { size: string; weight: number; children: string }) {
  const style = useScriptStyle({ fontSize: size, fontWeight: weight });
  return (
    <span className="info-type-sample" style={style}>
      {children}
    </span>
  );
}

export function BrandPage() {
  usePageTitle('Brand');

  return (
    <article className="info-page">
      <header className="info-header">
        <h1 className="info-title">The Better Minds brand</h1>
        <p className="info-lead">
          How Better Minds looks and sounds: calm, warm and clear. Use this page whenever you write or design for the
          product.
        </p>
      </header>

      <section className="info-section" aria-labelledby="brand-name">
        <h2 id="brand-name">Name and tagline</h2>
        <dl className="info-facts">
          <div>
            <dt>Name</dt>
            <dd>Better Minds</dd>
          </div>
          <div>
            <dt>Tagline</dt>
            <dd>Building better minds with AI</dd>
          </div>
        </dl>
        <p>
          Write the name as two words, each with a capital letter. The tagline uses sentence case, with no full stop.
          &lsquo;AI&rsquo; here means the app&rsquo;s own tools, which run on your device by default.
        </p>
      </section>

      <section className="info-section" aria-labelledby="brand-logo">
        <h2 id="brand-logo">Logo</h2>
        <div className="info-logo-row">
          <div className="info-logo-tile">
            <Logo size={96} title="Better Minds logo" />
          </div>
          <div className="info-logo-tile">
            <Logo size={48} />
          </div>
          <div className="info-logo-tile">
            <Logo size={24} />
          </div>
        </div>
        <p>
          The mark is a rounded square in brand indigo holding a small sprout that rises from a gentle arc: steady
          ground, and growth at its own pace. It takes its colours from the theme, so it works in both dark and light.
        </p>
        <ul className="info-list">
          <li>Keep clear space around the mark of at least a quarter of its width.</li>
          <li>Do not use it smaller than 24 pixels.</li>
          <li>Do not stretch, rotate, outline or recolour it, or place it on a busy image.</li>
          <li>When the mark stands alone, give it the accessible name &lsquo;Better Minds&rsquo;; beside the written name, hide it from screen readers.</li>
        </ul>
      </section>

      <section className="info-section" aria-labelledby="brand-colour">
        <h2 id="brand-colour">Colour</h2>
        <p>
          Dark is the default theme; light follows the same roles. Always use the tokens rather than raw values, so
          contrast holds in both themes. Text on the background or a surface uses <code>--color-text</code> or{' '}
          <code>--color-muted</code>; links use <code>--color-primary-text</code>.
        </p>
        <ul className="info-swatch-list">
          {COLOURS.map((colour) => (
            <li key={colour.token} className="info-swatch-card">
              <p className="info-swatch-token">
                <code>{colour.token}</code>
              </p>
              <p className="info-swatch-purpose">{colour.purpose}</p>
              <div className="info-swatch-pair">
                <Swatch hex={colour.dark} theme="Dark" />
                <Swatch hex={colour.light} theme="Light" />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="brand-type">
        <h2 id="brand-type">Type</h2>
        <p>
          We use the system font stack: each device shows its own familiar, well-hinted interface font, and nothing
          extra has to download.
        </p>
        <p className="info-code-block">
          <code>{FONT_STACK}</code>
        </p>
        <ul className="info-type-list">
          {TYPE_SCALE.map((step) => (
            <li key={step.name} className="info-type-step">
              <TypeSample size={step.size} weight={step.weight}>
                {step.name}
              </TypeSample>
              <span className="info-type-meta">
                <code>{step.size}</code>, weight {step.weight}. {step.use}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="brand-voice">
        <h2 id="brand-voice">Voice and tone</h2>
        <p>
          We sound like a calm, kind friend who knows some useful things: warm, plain and honest. We never diagnose,
          never promise a cure, never use guilt, and never make up numbers or stories.
        </p>
        <ul className="info-voice-list">
          {VOICE_EXAMPLES.map((example) => (
            <li key={example.id} className="info-voice-card">
              <h3>{example.principle}</h3>
              <p className="info-voice-do">
                <span className="info-voice-tag">Do</span> {example.doText}
              </p>
              <p className="info-voice-dont">
                <span className="info-voice-tag">Don&rsquo;t</span> {example.dontText}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="info-section" aria-labelledby="brand-a11y">
        <h2 id="brand-a11y">Accessibility commitments</h2>
        <ul className="info-list">
          {ACCESSIBILITY_COMMITMENTS.map((commitment) => (
            <li key={commitment}>{commitment}</li>
          ))}
        </ul>
        <p>
          Read more <Link className="info-link" to={paths.about}>about Better Minds</Link> or{' '}
          <Link className="info-link" to={paths.whoWeAre}>who we are</Link>.
        </p>
      </section>
    </article>
  );
}

export default BrandPage;
