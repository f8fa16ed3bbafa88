import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const addictionRecoveryTrail: TrailContent = {
  id: 'addiction-recovery',
  title: c('Recovery from addiction', 'Recovery from addiction'),
  audience: c(
    'For people changing their relationship with alcohol, drugs, gambling or another habit that has taken hold, at any stage.',
    'For people cutting down or stopping alcohol, drugs, gambling or another habit.',
  ),
  summary: c(
    'Look honestly at what the habit gives and costs, understand urges, and plan for high-risk moments, alongside treatment and support.',
    'See what the habit gives and costs you. Understand cravings. Plan for risky times.',
  ),
  intro: c(
    'Recovery is a process, not a single decision, and it looks different for everyone. Lapses are common and are information, not failure. This trail supports, and does not replace, treatment and recovery communities.',
    'Recovery takes time. It is different for everyone. Slip-ups are common. They teach you something. They are not failure. This trail adds to treatment. It does not replace it.',
  ),
  contentNote: {
    text: c(
      'This trail talks about addiction, cravings and relapse. Stopping alcohol, benzodiazepines or some other drugs suddenly can be medically dangerous: talk to a doctor or addiction service before you stop. Addiction services, mutual-support groups and helplines can support you at every stage.',
      'This trail talks about addiction and cravings. Stopping alcohol or some drugs suddenly can be dangerous. Talk to a doctor or addiction service first. Services, groups and helplines can help you.',
    ),
    help: [doctorHelp, helplineDirectory],
  },
  steps: [
    {
      id: 'process',
      kind: 'reading',
      title: c('Recovery as a process', 'Recovery takes time'),
      body: [
        c(
          'Most people move through stages: not yet sure there is a problem, weighing it up, preparing, making changes and keeping them going. Moving back and forth between stages is normal.',
          'Most people go through stages. Not sure, thinking about it, getting ready, changing, keeping it up. Going back and forth is normal.',
        ),
        c(
          'Shame fuels addiction. You are a person with a problem, not a problem person.',
          'Shame makes addiction worse. You are a person with a problem. You are not a bad person.',
        ),
      ],
    },
    {
      id: 'balance',
      kind: 'reflection',
      title: c('What it gives and what it costs', 'What it gives and costs'),
      body: [
        c(
          'Every habit does something for us, or we would not keep doing it. Be honest with yourself on both sides.',
          'Every habit gives us something. Be honest about both sides.',
        ),
      ],
      prompt: c(
        'What does the habit give you, and what has it cost you or the people you care about?',
        'What does it give you? What has it cost you, or people you love?',
      ),
    },
    {
      id: 'values',
      kind: 'tool',
      title: c('What you want your life to be about', 'What matters to you'),
      body: [c('Recovery is easier to hold on to when it is for something, not only against something.', 'Recovery is easier when it is for something you care about.')],
      toolId: 'values-compass',
    },
    {
      id: 'urges',
      kind: 'reading',
      title: c('Urges are waves', 'Cravings are like waves'),
      body: [
        c(
          'An urge feels like it will keep growing until you act on it. In fact, urges rise, peak and fall, often within twenty to thirty minutes. "Urge surfing" means noticing the urge in your body, breathing with it and riding it out without acting or fighting.',
          'A craving feels like it will keep growing. But cravings go up, peak and go down. Often in 20 to 30 minutes. You can notice it, breathe, and ride it out.',
        ),
      ],
    },
    {
      id: 'surf',
      kind: 'tool',
      title: c('Practise breathing through it', 'Practise breathing through it'),
      body: [c('Practise slow breathing now, so it is ready when an urge arrives.', 'Practise slow breathing now, so it is ready for a craving.')],
      toolId: 'paced-breathing',
    },
    {
      id: 'high-risk',
      kind: 'reflection',
      title: c('High-risk moments', 'Risky times'),
      body: [
        c(
          'People, places, times, feelings and situations that have led to using before. Naming them lets you plan ahead.',
          'People, places, times and feelings that led to using before. Name them so you can plan.',
        ),
      ],
      prompt: c(
        'What are your three highest-risk situations, and what will you do instead in each?',
        'What are your three riskiest times? What will you do instead?',
      ),
    },
    {
      id: 'fill',
      kind: 'tool',
      title: c('Fill the space', 'Fill the time'),
      body: [
        c(
          'The habit took up time and met needs. Plan activities that meet some of those needs differently: connection, relief, reward, rest.',
          'The habit filled time. Plan other things for that time. Seeing people, resting, treats.',
        ),
      ],
      toolId: 'activity-planning',
    },
    {
      id: 'support',
      kind: 'reading',
      title: c('You do not have to do it alone', 'You do not have to do it alone'),
      body: [
        c(
          'Recovery goes better with support: addiction services, medication where it helps, counselling, and mutual-support groups such as 12-step fellowships or SMART Recovery. Many people try several before finding what fits.',
          'Support helps. Addiction services, medicine, counselling, and groups like AA or SMART Recovery. Many people try a few before one fits.',
        ),
      ],
    },
  ],
  closing: c(
    'Every day of trying counts, whatever happened yesterday. If you lapse, come back to these steps with curiosity rather than blame.',
    'Every day you try counts. If you slip, come back. Be curious, not hard on yourself.',
  ),
};
