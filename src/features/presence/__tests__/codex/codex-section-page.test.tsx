// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { codexSections } from '@/content/codex';
import { renderApp } from '@/testing/render-app';
import { CodexSectionPage } from '../../components/codex/CodexSectionPage';

afterEach(cleanup);

function renderAt(path: string, plain = false) {
  return renderApp({ route: path, routes: { '/presence/codex/:sectionId': <CodexSectionPage /> }, plain });
}

describe('a codex section page', () => {
  it('shows every part, the quiz start, the rating form and the sources, in standard or plain words', async () => {
    const section = codexSections[0]!;
    await renderAt(`/presence/codex/${section.id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(section.title.standard);
    for (const part of section.subsections) expect(screen.getByRole('heading', { level: 2, name: part.title.standard })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'How helpful was this section?' })).toBeTruthy();
    for (const source of section.sources) expect(screen.getByRole('link', { name: new RegExp(source.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getAttribute('href')).toBe(source.url);
    cleanup();
    await renderAt(`/presence/codex/${section.id}`, true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(section.title.plain);
    expect(screen.getByText(section.subsections[0]!.body[0]!.plain)).toBeTruthy();
  });

  it('links the part on finding a therapist to the directory', async () => {
    await renderAt('/presence/codex/finding-therapy');
    expect(screen.getByRole('link', { name: 'Look for a therapist in the Better Minds directory' }).getAttribute('href')).toBe('/directory');
  });

  it('answers an unknown or hostile section id calmly, with the way back, rendering the id nowhere', async () => {
    for (const id of ['no-such-section', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '..%2F..%2Fadmin', 'a'.repeat(5000)]) {
      const { container } = await renderAt(`/presence/codex/${id}`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This codex section is not here');
      expect(screen.getByRole('link', { name: 'See every codex section' }).getAttribute('href')).toBe('/presence/codex');
      expect(container.querySelector('script')).toBeNull();
      expect(container.textContent).not.toContain('alert(1)');
      cleanup();
    }
  });
});
