import { BOOK_STATUS_LABELS, type BookStatus } from '@contract/book-schemas';
import type { PlainVariant } from '@/lib/plain-language';

/** Each status as the author reads it, with what it means. */
export const BOOK_STATUS_TEXT: Record<BookStatus, { label: string; meaning: PlainVariant }> = {
  received: {
    label: BOOK_STATUS_LABELS['received'],
    meaning: { standard: 'We have your manuscript. Nobody has started reading it yet.', plain: 'We have it. We have not read it yet.' },
  },
  'in-review': {
    label: BOOK_STATUS_LABELS['in-review'],
    meaning: { standard: 'Someone on our team is reading it now.', plain: 'We are reading it now.' },
  },
  accepted: {
    label: BOOK_STATUS_LABELS['accepted'],
    meaning: { standard: 'We would like to recommend it in the library. Read our note below.', plain: 'We want to add it to the library. Read our note.' },
  },
  declined: {
    label: BOOK_STATUS_LABELS['declined'],
    meaning: { standard: 'We will not recommend it this time. Our note says why.', plain: 'We will not add it this time. Our note says why.' },
  },
};
