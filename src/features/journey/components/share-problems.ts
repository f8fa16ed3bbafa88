import type { ShareProblem } from '../lib/resolve-share';

/** Kind, plain words for each way a link or a code can fail: what happened, and what to do next. */
export const PROBLEM_TEXT: Record<ShareProblem, { title: string; standard: string; plain: string }> = {
  empty: {
    title: 'This link is empty',
    standard: 'The link has no prescription in it. Ask your therapist to send it again, and copy the whole link.',
    plain: 'There is nothing in this link. Ask your therapist to send it again.',
  },
  damaged: {
    title: 'This link is damaged',
    standard: 'Part of the link seems to be missing or changed, so nothing was saved. Try copying the whole link again, or ask your therapist to send it again.',
    plain: 'Some of this link is missing. Nothing was saved. Copy the whole link again, or ask for a new one.',
  },
  'newer-version': {
    title: 'This link is from a newer version',
    standard: 'This link was made by a newer version of Better Minds. Reload the app when you are online to update it, then open the link again. Nothing was saved.',
    plain: 'This link needs a newer Better Minds. Reload the app when you are online, then try again.',
  },
  invalid: {
    title: 'This link cannot be read',
    standard: 'The link opened, but what is inside is not a prescription this app can read, so nothing was saved. Ask your therapist to send it again.',
    plain: 'We cannot read this link. Nothing was saved. Ask your therapist for a new one.',
  },
  'bad-code': {
    title: 'This code does not look right',
    standard: 'A code from your therapist looks like ABCD-EFGH-J: eight letters and digits, then one check sign. Check it against what you were given; nothing was saved.',
    plain: 'A code looks like ABCD-EFGH-J. Check it and try again.',
  },
  offline: {
    title: 'A code needs a connection',
    standard: 'Looking up a short code needs the internet, and this device is offline right now. Try again when you are connected. A link from your therapist works offline.',
    plain: 'You are offline. A code needs the internet. Try again later, or ask for a link: links work offline.',
  },
  unknown: {
    title: 'No prescription has this code',
    standard: 'Check the code against what your therapist gave you, or ask them for a new code or a link. Nothing was saved.',
    plain: 'We could not find this code. Check it, or ask your therapist for a new one.',
  },
  expired: {
    title: 'This code has expired',
    standard: 'Codes last for a set time, and this one has ended. Ask your therapist for a new code or a link. Nothing was saved.',
    plain: 'This code is too old now. Ask your therapist for a new one.',
  },
  revoked: {
    title: 'This code was revoked',
    standard: 'Your therapist revoked (withdrew) this code, so it no longer opens anything. If you still need the prescription, ask them for a new code or a link.',
    plain: 'Your therapist stopped this code. Ask them for a new one if you need it.',
  },
  unreachable: {
    title: 'We could not look up this code',
    standard: 'Better Minds could not be reached just now. Try again in a little while, or ask your therapist for a link, which works offline. Nothing was saved.',
    plain: 'We could not check the code just now. Try again later, or ask for a link.',
  },
};
