/**
 * The bench's baseline (bench/lighthouse.ts): a bare client-rendered React 19 page with a router and a service
 * worker, the floor our pages are compared with in the same run. Deliberately nothing more.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { registerSW } from 'virtual:pwa-register';

function Page({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
    </>
  );
}

function Layout() {
  return (
    <main>
      <nav>
        <Link to="/">Home</Link> <Link to="/crisis-help">Crisis help</Link> <Link to="/insight/tools/mood-check-in">Mood check-in</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Page title="Home" text="A bare page, client-rendered, to compare with." /> },
      { path: '/crisis-help', element: <Page title="Crisis help" text="If you are in danger now, call your local emergency number." /> },
      { path: '/insight/tools/mood-check-in', element: <Page title="Mood check-in" text="How pleasant do you feel right now?" /> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

registerSW({ immediate: true });
