import { OFFLINE_CATEGORIES } from '@contract/category-catalogue';
import { categoriesResponseSchema, type FeedbackCategory } from '@contract/categories';
import { feedbackClient, type FeedbackClientOptions } from './feedback-client';

/** Keeps only well-formed categories and fields, so a malformed answer never breaks the form; throws when none is
 * usable or the data is not a list. */
export function parseCategories(data: unknown): FeedbackCategory[] {
  return categoriesResponseSchema.parse(data);
}

interface LoadedCategories {
  categories: FeedbackCategory[];
  source: 'server' | 'defaults';
}

/** GET /categories; on any failure logs 'Failed to load categories' and falls back to the offline defaults. */
export async function loadCategories(options: FeedbackClientOptions = {}): Promise<LoadedCategories> {
  try {
    return { categories: await feedbackClient(options).categories({ timeoutMs: 10_000 }), source: 'server' };
  } catch (error) {
    console.error('Failed to load categories', error);
    return { categories: OFFLINE_CATEGORIES.map((category) => ({ ...category })), source: 'defaults' };
  }
}
