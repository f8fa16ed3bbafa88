import { c } from '../copy';
import type { TrailContent } from '../types';
import { doctorHelp, helplineDirectory } from './help';

export const abuseRecoveryTrail: TrailContent = {
  id: 'abuse-recovery',
  title: c('Recovering after abuse', 'After abuse'),
  audience: c(
    'For people who have lived through emotional, physical or sexual abuse, as a child or an adult.',
    'For people who have been abused, as a child or as an adult.',
  ),
  summary: c(
    'Gentle steps towards feeling safer in your body and kinder towards yourself, at your own pace.',
    'Gentle steps to feel safer and be kinder to yourself. Go at your own pace.',
  ),
  intro: c(
    'What happened was not your fault. Recovery after abuse is possible, and it rarely runs in a straight line. This trail does not ask you to describe what happened. It focuses on safety, grounding and self-kindness, which are the foundations that trauma therapies build on.',
    'What happened was not your fault. You can recover. It is not always a straight line. This trail does not ask you to talk about what happened. It is about feeling safe and being kind to yourself.',
  ),
  contentNote: {
    text: c(
      'This trail talks about abuse and trauma. Go at your own pace, skip anything, and stop whenever you need to. If you are in danger now, or still living with someone who hurts you, contact emergency services or a domestic abuse service: they can help you plan for safety. A trauma-informed therapist can offer treatments with good evidence, such as trauma-focused CBT and EMDR.',
      'This trail talks about abuse. Go slowly. Skip anything. Stop when you need to. If you are in danger, call emergency services or an abuse helpline. They can help you stay safe. A therapist who knows about trauma can help too.',
    ),
    help: [helplineDirectory, doctorHelp],
  },
  steps: [
    {
      id: 'pace',
      kind: 'reading',
      title: c('Your pace, your choice', 'Your pace, your choice'),
      body: [
        c(
          'Abuse takes choice away. Here, every choice is yours: what to read, what to write, when to stop. Noticing that you can choose is already part of recovery.',
          'Abuse takes away your choices. Here, you choose. What to read, what to write, when to stop.',
        ),
        c(
          'If at any point you feel flooded, panicky or far away, stop and use the grounding step that follows. It is always there.',
          'If you feel too upset or far away, stop. Use the grounding step next. It is always there.',
        ),
      ],
    },
    {
      id: 'ground',
      kind: 'tool',
      title: c('Ground yourself in the present', 'Come back to now'),
      body: [
        c('Practise grounding while you feel relatively steady, so it is familiar when you need it.', 'Practise this while you feel OK. Then it is ready when you need it.'),
      ],
      toolId: 'grounding',
    },
    {
      id: 'safe-place',
      kind: 'activity',
      title: c('Build a calm place in your mind', 'Imagine a calm place'),
      body: [
        c(
          'A guided imagery exercise. Your calm place can be real or imagined; it only has to feel safe to you. If imagery is unsettling, skip this step.',
          'Picture a calm place. It can be real or made up. If it does not feel good, skip this step.',
        ),
      ],
      activityId: 'safe-place',
    },
    {
      id: 'reactions',
      kind: 'reading',
      title: c('Reactions that make sense', 'Your reactions make sense'),
      body: [
        c(
          'After abuse, people often live with being on high alert, startling easily, feeling numb or far away, struggling with trust, or carrying deep shame. These are the mind and body’s survival responses, still working hard to protect you. They are understandable, not a flaw in you.',
          'After abuse, people may feel on edge, jumpy, numb or ashamed. These are ways your body tried to keep you safe. They are not a flaw in you.',
        ),
      ],
    },
    {
      id: 'safer',
      kind: 'reflection',
      title: c('What helps you feel safer', 'What helps you feel safer'),
      body: [c('Think of the present, not the past.', 'Think about now, not the past.')],
      prompt: c(
        'What helps you feel even a little safer or calmer these days? Places, people, objects, routines.',
        'What helps you feel a bit safer now? Places, people, things, habits.',
      ),
    },
    {
      id: 'kindness',
      kind: 'tool',
      title: c('Meet shame with kindness', 'Be kind to yourself'),
      body: [
        c(
          'Shame often says you deserved what happened. It is wrong. Try answering it with the kindness you would offer someone else who had been through the same.',
          'Shame may say it was your fault. It was not. Be as kind to yourself as you would to a friend.',
        ),
      ],
      toolId: 'self-compassion-break',
    },
    {
      id: 'reach',
      kind: 'reflection',
      title: c('Someone to reach towards', 'Someone to reach out to'),
      body: [
        c(
          'Recovery usually happens in relationships that are safe: a trusted person, a support group, a trauma-informed therapist or an abuse support service.',
          'Safe people help recovery. A friend, a group, a therapist or an abuse helpline.',
        ),
      ],
      prompt: c('Who is one person or service you might reach towards, when you are ready?', 'Who could you reach out to when you are ready?'),
    },
  ],
  closing: c(
    'You have taken steps at your own pace. Come back to grounding and your calm place whenever you need them, and remember that specialist help is there for you.',
    'You went at your own pace. Come back to these steps any time. Specialist help is there for you.',
  ),
};
