import { c, p } from '../copy';
import type { ToolContent } from '../types';

export const safetyPlan: ToolContent = {
  id: 'safety-plan',
  title: c('Safety plan', 'My safety plan'),
  summary: c(
    'A personal plan for getting through a crisis, written ahead of time, in six steps. Print it or keep it to hand.',
    'A plan for hard moments, written ahead of time. You can print it.',
  ),
  intro: c(
    'A safety plan is a short list you write while you feel steady, so that in a crisis you do not have to think of what to do. It works through steps, from things you can do on your own to people and services who can help. Keep it where you can reach it, and share it with someone you trust if that feels right. If you are in danger now, go to crisis help first.',
    'A safety plan is a list you write when you feel OK. Then in a crisis you do not have to think. It goes step by step. First things you can do alone. Then people who can help. Keep it close. If you are in danger now, get crisis help first.',
  ),
  approach: c(
    'Follows the Stanley-Brown safety planning intervention, a widely used, evidence-informed approach to suicide prevention. It works best made with, or shared with, someone who supports you.',
    'Based on the Stanley-Brown safety plan. It is widely used to help people stay safe. It works best shared with someone you trust.',
  ),
  minutes: 20,
  category: 'safety',
  kind: 'form',
  singleDocument: true,
  crisisNote: true,
  summaryFields: ['warningSigns', 'reasons'],
  steps: [
    {
      id: 'warning-signs',
      title: c('Step 1: My warning signs', 'Step 1: My warning signs'),
      body: c(
        'Thoughts, images, moods, situations or behaviours that tell you a crisis may be building.',
        'Thoughts, feelings or things that happen that tell you a crisis may be coming.',
      ),
      fields: [{ id: 'warningSigns', kind: 'list', label: c('Warning signs', 'Warning signs'), itemLabel: c('Warning sign', 'Warning sign'), minItems: 1, maxItems: 8, required: true }],
    },
    {
      id: 'coping',
      title: c('Step 2: Things I can do on my own', 'Step 2: Things I can do alone'),
      body: c(
        'Ways to take your mind off things without contacting anyone: a walk, music, a shower, a breathing exercise.',
        'Things that help take your mind off it. A walk, music, a shower, slow breathing.',
      ),
      fields: [{ id: 'coping', kind: 'list', label: c('Things I can do on my own', 'Things I can do alone'), itemLabel: c('Something I can do', 'Something I can do'), minItems: 0, maxItems: 8 }],
    },
    {
      id: 'distraction',
      title: c('Step 3: People and places that take my mind off things', 'Step 3: People and places that help me feel better'),
      body: c(
        'People to be around, or places to go, such as a café, a friend’s house, a library or a place of worship. You do not need to talk about the crisis.',
        'People to be with, or places to go. You do not need to talk about how you feel.',
      ),
      fields: [
        {
          id: 'distraction',
          kind: 'repeater',
          label: c('People and places', 'People and places'),
          itemLabel: c('Person or place', 'Person or place'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: c('Name or place', 'Name or place'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: c('Phone (optional)', 'Phone (you can skip this)'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'help',
      title: c('Step 4: People I can ask for help', 'Step 4: People I can ask for help'),
      body: c('People you could tell that you are struggling.', 'People you can tell when you are not OK.'),
      fields: [
        {
          id: 'helpers',
          kind: 'repeater',
          label: c('People I can ask for help', 'People who can help'),
          itemLabel: p('Person'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: p('Name'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: c('Phone (optional)', 'Phone (you can skip this)'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'professionals',
      title: c('Step 5: Professionals and services I can contact in a crisis', 'Step 5: Services I can call in a crisis'),
      body: c(
        'Your doctor, therapist or care team, your local emergency number, and crisis lines. The crisis help page lists lines for your country, and works offline.',
        'Your doctor or therapist, your emergency number, and crisis lines. The crisis help page lists lines for your country.',
      ),
      fields: [
        {
          id: 'professionals',
          kind: 'repeater',
          label: c('Professionals and services', 'Services'),
          itemLabel: c('Professional or service', 'Service'),
          minItems: 0,
          maxItems: 6,
          fields: [
            { id: 'name', kind: 'text', label: c('Name or service', 'Name or service'), required: true, maxLength: 200 },
            { id: 'phone', kind: 'text', label: p('Phone'), maxLength: 40 },
          ],
        },
      ],
    },
    {
      id: 'environment',
      title: c('Step 6: Making my surroundings safer', 'Step 6: Making my space safer'),
      body: c(
        'Ways to put distance between you and anything you might use to hurt yourself, for example asking someone to keep medicines for you. Putting time and distance in the way saves lives.',
        'Ways to keep things you could hurt yourself with away from you. For example, ask someone to keep your medicines.',
      ),
      fields: [
        { id: 'environment', kind: 'list', label: c('Ways to make my surroundings safer', 'Ways to make my space safer'), itemLabel: c('Step to stay safe', 'Way to stay safe'), minItems: 0, maxItems: 6 },
      ],
    },
    {
      id: 'reasons',
      title: c('What matters most to me', 'What matters most to me'),
      body: c(
        'The people, hopes, plans or small things that are worth staying for. Reading them in a hard moment can help.',
        'People, hopes or small things that are worth staying for.',
      ),
      fields: [{ id: 'reasons', kind: 'list', label: c('What matters most to me', 'What matters most'), itemLabel: c('Something that matters', 'Something that matters'), minItems: 0, maxItems: 8 }],
    },
  ],
};
