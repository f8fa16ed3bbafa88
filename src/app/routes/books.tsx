import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy-with-timeout';

const BookSubmission = lazyScreen(() => import('@/features/resonance/components/books/BookSubmissionPage'), 'BookSubmissionPage', 'submit-book');

/** Book submission, and its status by receipt code. */
export const bookRoutes: RouteObject[] = [{ path: 'resonance/submit', element: <BookSubmission /> }];
