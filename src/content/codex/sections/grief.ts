import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const grief: CodexSection = {
  id: 'grief',
  title: c('Grief and loss', 'Grief'),
  summary: c(
    'What grieving can be like, why it rarely follows neat stages, and how to look after yourself and find support.',
    'What grief can feel like, and where to find support.',
  ),
  minutes: 7,
  subsections: [
    {
      id: 'what-grief-can-be-like',
      title: c('What grief can be like', 'How grief can feel'),
      body: [
        c(
          'Grief is the response to losing someone or something we love. Most often it follows a death, but it can also follow the end of a relationship, a move, a loss of health or work, or a future we had hoped for. There is no right way to feel.',
          'Grief is what we feel when we lose someone or something we love. It can follow a death. It can follow other losses too.',
        ),
        c(
          'It touches every part of us. People describe sadness, numbness, anger, guilt, relief, yearning and disbelief, sometimes all in one day. The body grieves too: tiredness, poor sleep, changes in appetite and trouble concentrating are very common.',
          'Grief can bring sadness, anger, guilt or numbness. It can also make you tired. You may sleep or eat differently. This is very common.',
        ),
        c(
          'Grief is not a problem to be solved or a sign that something is wrong. It reflects the bond you had, and it deserves time and gentleness.',
          'Grief is not something wrong with you. It shows how much you cared. Give it time, and be gentle with yourself.',
        ),
      ],
    },
    {
      id: 'waves-not-stages',
      title: c('Waves, not stages', 'Grief comes in waves'),
      body: [
        c(
          'You may have heard that grief moves through set stages in order. Research does not support a fixed sequence. Many people find grief comes in waves instead: calmer stretches, then a song, a date or a smell brings a sudden surge.',
          'Some people say grief has set stages. Research does not show that. Grief often comes in waves. A song or a date can bring it back.',
        ),
        c(
          'Many grieving people move back and forth between facing the loss and taking breaks from it: crying over photographs one hour, watching a film or sorting out practical tasks the next. Both are part of grieving. Taking a break is not forgetting.',
          'You may go back and forth. Sometimes you face the loss. Sometimes you take a break from it. Both are OK. A break is not forgetting.',
        ),
        c(
          'Over time, for most people, the waves come less often and hurt a little less sharply. The loss does not disappear, but life tends to grow around it. Anniversaries and milestones can bring grief close again, years later, and that is normal too.',
          'Over time, the waves often come less often. The loss stays, but life grows around it. Special dates can bring grief back. That is normal.',
        ),
      ],
    },
    {
      id: 'support-while-grieving',
      title: c('Looking after yourself and finding support', 'Looking after yourself'),
      body: [
        c(
          'Basic care matters more than usual: regular meals, some daylight, whatever rest you can get. Let people help in concrete ways, and tell them what you need, whether that is talking about the person or simply company.',
          'Try to eat, get some daylight and rest. Let people help you. Tell them what you need. That might be talking, or just company.',
        ),
        c(
          'Bereavement services, such as Cruse in the UK, offer a listening ear from people who understand grief. If grief feels stuck, overwhelming or as intense after many months as it was at first, a doctor or therapist who knows about grief can help.',
          'Grief support services can listen. Does grief feel stuck or too much after many months? A doctor or therapist can help.',
        ),
        c(
          'Grief can sometimes bring thoughts of not wanting to go on, or of wanting to be with the person who died. If that happens, you are not alone and help is available now: crisis help is one step away at the top of every screen.',
          'Grief can bring thoughts of not wanting to go on. If this happens, you are not alone. Crisis help is one step away, at the top of the screen.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'fixed-stages',
      prompt: c('Does grief move through fixed stages in a set order?', 'Does grief go through set stages in order?'),
      options: [
        { id: 'yes-always', text: c('Yes, always in the same order', 'Yes, always in the same order') },
        { id: 'no-waves', text: c('No: it often comes in waves and differs from person to person', 'No. It often comes in waves.') },
        { id: 'yes-in-a-year', text: c('Yes, and it is finished within a year', 'Yes, and it ends in a year') },
      ],
      answer: 'no-waves',
      explanation: c(
        'The idea of fixed stages is popular, but research does not support a set order or timetable. Grief is personal and often comes in waves. Whatever your grief looks like, it is not wrong.',
        'Many people think grief has set stages. Research does not show that. Grief is different for everyone. Your way is not wrong.',
      ),
    },
    {
      id: 'taking-breaks',
      prompt: c('What does it mean if a grieving person spends an afternoon laughing at a film?', 'A grieving person laughs at a film. What does it mean?'),
      options: [
        { id: 'did-not-care', text: c('They did not really care about the person', 'They did not care') },
        { id: 'over-it', text: c('Their grief is over', 'Their grief is over') },
        { id: 'natural-break', text: c('They are taking a natural break, which is part of grieving', 'They are taking a break. That is part of grief.') },
      ],
      answer: 'natural-break',
      explanation: c(
        'Moving between facing the loss and taking breaks from it is a normal part of grieving. A break is not forgetting and does not mean the grief is over. It can be what makes the hard moments bearable.',
        'Going between sad times and breaks is normal. A break is not forgetting. It helps you cope with the hard times.',
      ),
    },
    {
      id: 'body-and-grief',
      prompt: c('Which of these is common in grief?', 'Which one is common in grief?'),
      options: [
        { id: 'tiredness', text: c('Tiredness, poor sleep and trouble concentrating', 'Feeling tired and sleeping badly') },
        { id: 'only-sadness', text: c('Only sadness, nothing else', 'Only sadness') },
        { id: 'no-physical', text: c('No physical effects at all', 'No body effects at all') },
      ],
      answer: 'tiredness',
      explanation: c(
        'Grief affects the body as well as the mind. Tiredness, broken sleep, appetite changes and a foggy head are all common, alongside a whole range of feelings, not only sadness.',
        'Grief affects your body too. Feeling tired, sleeping badly and finding it hard to focus are common. There are many feelings, not just sadness.',
      ),
    },
    {
      id: 'when-to-reach-out',
      prompt: c('When is it a good idea to reach out for support with grief?', 'When should you ask for help with grief?'),
      options: [
        { id: 'never', text: c('Never: grief should be handled alone', 'Never. Handle it alone.') },
        {
          id: 'any-time',
          text: c('Any time you would like support, and especially if it feels stuck or overwhelming', 'Any time, and for sure if it feels too much'),
        },
        { id: 'after-two-years', text: c('Only after two years have passed', 'Only after two years') },
      ],
      answer: 'any-time',
      explanation: c(
        'Support is welcome at any point; you do not need to reach a certain level of struggle first. If grief feels stuck, overwhelming or brings thoughts of not wanting to go on, please reach out now. Crisis help is one step away.',
        'You can ask for support at any time. If grief feels too much, please reach out now. Crisis help is one step away.',
      ),
    },
  ],
  sources: [
    { title: 'NHS: Grief after bereavement or loss', url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/' },
    { title: 'American Psychological Association: Grief', url: 'https://www.apa.org/topics/grief' },
    { title: 'Cruse Bereavement Support', url: 'https://www.cruse.org.uk/' },
    { title: 'Mind: Bereavement', url: 'https://www.mind.org.uk/information-support/guides-to-support-and-services/bereavement/' },
  ],
};
