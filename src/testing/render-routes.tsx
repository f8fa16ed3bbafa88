import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NarrationProvider, silentNarrator, type Narrator } from '@/lib/narration';
import { PlainLanguageProvider } from '@/lib/plain-language';

export interface ReadingScreenOptions {
  plain?: boolean;
  /** Silent unless a test listens to what is read aloud. */
  narrator?: Narrator;
}

/**
 * Renders a screen test's routes at `path` inside what a reading screen needs: Plain Language and narration. Shared
 * here because the library's and the stories' tests render the same way, and features never import each other.
 */
export function renderRoutesAt(
  path: string,
  routes: Readonly<Record<string, ReactElement>>,
  { plain = false, narrator = silentNarrator }: ReadingScreenOptions = {},
) {
  return render(
    <PlainLanguageProvider value={plain}>
      <NarrationProvider value={narrator}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </NarrationProvider>
    </PlainLanguageProvider>,
  );
}
