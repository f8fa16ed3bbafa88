import { c } from '../copy';
import type { TrailContent } from '../types';

export const careerTrail: TrailContent = {
  id: 'career',
  title: c('Work and career crossroads', 'Work and career'),
  audience: c(
    'For people under pressure at work, thinking about a change, or facing redundancy or job loss.',
    'For people stressed at work, thinking about a change, or who have lost a job.',
  ),
  summary: c(
    'Untangle work stress, reconnect with what you value in work, and try small experiments instead of one big leap.',
    'Sort out work stress, see what you value, and try small steps.',
  ),
  intro: c(
    'Work carries money, identity, routine and relationships, so trouble at work can shake a lot at once. This trail helps you separate the worries you can act on from the ones you cannot, and move forward in small, testable steps.',
    'Work is about money, who we are, and people. So work problems can shake a lot. This trail helps you sort your worries and take small steps.',
  ),
  steps: [
    {
      id: 'weight',
      kind: 'reading',
      title: c('Why work weighs so much', 'Why work matters so much'),
      body: [
        c(
          'Uncertainty is one of the hardest things for the mind to sit with. During a restructure, a job search or a difficult manager, it is normal to replay conversations and predict the worst.',
          'Not knowing what will happen is hard. It is normal to go over things again and again and expect the worst.',
        ),
        c(
          'You are more than your job title. Remembering the other parts of your life is not avoidance; it is ballast.',
          'You are more than your job. Your other parts of life help keep you steady.',
        ),
      ],
    },
    {
      id: 'worries',
      kind: 'tool',
      title: c('Sort your work worries', 'Sort your work worries'),
      body: [c('Write the work worries down and sort what you can act on.', 'Write down work worries. Sort what you can act on.')],
      toolId: 'worry-time',
    },
    {
      id: 'energised',
      kind: 'reflection',
      title: c('When work went well', 'When work felt good'),
      body: [c('Think across any jobs, studies or volunteering you have done.', 'Think of any job, study or volunteering.')],
      prompt: c(
        'When did time fly at work? What were you doing, and what did it give you?',
        'When did time fly at work? What were you doing?',
      ),
    },
    {
      id: 'values',
      kind: 'tool',
      title: c('What you value in work', 'What you value in work'),
      body: [
        c('Use the values compass, paying particular attention to work, study and contribution.', 'Use the values compass. Look most at work.'),
      ],
      toolId: 'values-compass',
    },
    {
      id: 'experiments',
      kind: 'reading',
      title: c('Small experiments, not one big leap', 'Small tests, not one big jump'),
      body: [
        c(
          'Big career decisions are easier when you have tried things on a small scale first: a conversation with someone in a role you are curious about, a short course, a side project, shadowing for a day.',
          'Big choices are easier after small tests. Talk to someone in a job you like. Try a short course.',
        ),
      ],
    },
    {
      id: 'next',
      kind: 'tool',
      title: c('Plan one small experiment', 'Plan one small test'),
      body: [c('Pick one experiment for the next week or two and plan it.', 'Pick one small test for the next week or two.')],
      toolId: 'activity-planning',
    },
  ],
  closing: c(
    'Career paths are rarely straight lines. Each small experiment gives you information, whatever its result.',
    'Careers are rarely straight lines. Each small test teaches you something.',
  ),
};
