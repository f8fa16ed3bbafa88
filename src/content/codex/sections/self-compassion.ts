import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const selfCompassion: CodexSection = {
  id: 'self-compassion',
  title: c('Self-compassion', 'Being kind to yourself'),
  summary: c(
    'Treating yourself with the care you would offer a friend: what it is, what it is not, and how to practise it.',
    'How to treat yourself like you would treat a good friend.',
  ),
  minutes: 6,
  subsections: [
    {
      id: 'what-self-compassion-is',
      title: c('What self-compassion is', 'What it means'),
      body: [
        c(
          'Self-compassion means turning the kindness we would offer a friend towards ourselves when we struggle, fail or feel inadequate. The researcher Kristin Neff describes three parts: kindness towards yourself rather than harsh judgement; remembering that suffering and imperfection are part of being human; and noticing painful feelings mindfully, without ignoring or exaggerating them.',
          'Self-compassion means being kind to yourself when things are hard. Treat yourself like a good friend. Remember that everyone struggles. Notice painful feelings without pushing them away.',
        ),
        c(
          'Many of us speak to ourselves in ways we would never speak to someone we love. Noticing that inner voice, and how different it sounds from the voice we use with others, is often the first step.',
          'Many of us talk to ourselves in a harsh way. We would never talk to a friend like that. Noticing this is a good first step.',
        ),
      ],
    },
    {
      id: 'what-it-is-not',
      title: c('What self-compassion is not', 'What it is not'),
      body: [
        c(
          'It is not self-pity: rather than sinking into “why me?”, it recognises that others go through hard times too. It is not letting yourself off the hook: caring about yourself includes wanting to grow and to put things right when you have made a mistake.',
          'It is not feeling sorry for yourself. It reminds you that others struggle too. It is not making excuses. It includes wanting to do better.',
        ),
        c(
          'A common worry is that being kind to ourselves will make us lazy. Research points the other way: people who respond to setbacks with self-compassion tend to try again more readily, because failure feels less threatening. Harsh self-criticism, by contrast, is linked with anxiety, low mood and giving up.',
          'Some people worry kindness will make them lazy. Research shows the opposite. Being kind to yourself helps you try again. Being harsh can make you give up.',
        ),
        c(
          'It is also not about feeling good all the time. Self-compassion makes room for pain instead of trying to fix it away; comfort comes from being cared for, not from the pain disappearing.',
          'It is not about feeling good all the time. It makes room for pain. Comfort comes from caring for yourself.',
        ),
      ],
    },
    {
      id: 'practising-self-compassion',
      title: c('Practising it', 'How to practise'),
      body: [
        c(
          'A short self-compassion break can be done anywhere. Name the moment (“this is really hard right now”), remember you are not alone (“other people feel this too”), and offer yourself some kindness (“may I be patient with myself”), perhaps with a hand on your chest.',
          'Try a short kindness break. First, tell yourself that this is really hard right now. Then remember that other people feel this too. Then wish yourself some kindness.',
        ),
        c(
          'Another way in is to ask: “What would I say to a friend in my position?” Then try saying that to yourself, in the same tone. It may feel awkward or even false at first. That is common, and it tends to ease with practice.',
          'Ask yourself, “What would I say to a friend?” Then say it to yourself. It may feel strange at first. That gets easier with practice.',
        ),
        c(
          'If your inner critic feels relentless or cruel, you deserve support with that. Compassion-focused therapy and other talking therapies work directly on self-criticism.',
          'Is your inner voice very harsh all the time? You deserve support. Some talking therapies help with this.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'three-parts',
      prompt: c('Which of these is one of the three parts of self-compassion?', 'Which one is part of self-compassion?'),
      options: [
        { id: 'being-the-best', text: c('Believing you are better than others', 'Thinking you are better than others') },
        { id: 'common-humanity', text: c('Remembering that struggle is part of being human', 'Remembering that everyone struggles') },
        { id: 'ignoring-pain', text: c('Ignoring painful feelings', 'Ignoring painful feelings') },
      ],
      answer: 'common-humanity',
      explanation: c(
        'The three parts are self-kindness, common humanity and mindfulness. Remembering that everyone struggles helps us feel less alone; it is not about comparing ourselves with others or pushing pain away.',
        'The three parts are kindness, knowing everyone struggles, and noticing feelings. Knowing others struggle helps you feel less alone.',
      ),
    },
    {
      id: 'lazy-myth',
      prompt: c('Does self-compassion make people lazy?', 'Does being kind to yourself make you lazy?'),
      options: [
        { id: 'yes', text: c('Yes: people need harsh criticism to improve', 'Yes. People need to be hard on themselves.') },
        { id: 'no-try-again', text: c('No: it tends to help people try again after setbacks', 'No. It helps people try again.') },
        { id: 'only-if-confident', text: c('It only works for people who are already confident', 'It only works for confident people') },
      ],
      answer: 'no-try-again',
      explanation: c(
        'It is a common worry, so it is a fair guess. Research suggests the opposite: self-compassion makes failure less threatening, which helps people try again, while harsh self-criticism is linked with giving up.',
        'Many people think so. But research shows kindness helps you try again. Being harsh can make you give up.',
      ),
    },
    {
      id: 'friend-question',
      prompt: c('What is a simple question that can help you find a kinder voice?', 'What question can help you be kinder to yourself?'),
      options: [
        { id: 'what-is-wrong-with-me', text: c('“What is wrong with me?”', '“What is wrong with me?”') },
        { id: 'what-would-i-say', text: c('“What would I say to a friend in my position?”', '“What would I say to a friend?”') },
        { id: 'who-is-to-blame', text: c('“Who is to blame?”', '“Who is to blame?”') },
      ],
      answer: 'what-would-i-say',
      explanation: c(
        'Most of us already know how to be kind to a friend. Asking what you would say to them, and then saying it to yourself, borrows that skill. It may feel awkward at first, which is common.',
        'You already know how to be kind to a friend. Say the same words to yourself. It may feel strange at first. That is common.',
      ),
    },
    {
      id: 'self-compassion-break',
      prompt: c('Which of these fits a short self-compassion break?', 'Which one is a kindness break?'),
      options: [
        { id: 'list-mistakes', text: c('Listing everything you did wrong today', 'Listing all your mistakes') },
        { id: 'push-through', text: c('Telling yourself to stop making a fuss', 'Telling yourself to stop fussing') },
        {
          id: 'name-remember-offer',
          text: c(
            'Naming that this is hard, remembering others feel it too, and offering yourself kindness',
            'Saying this is hard, remembering others feel it too, and being kind to yourself',
          ),
        },
      ],
      answer: 'name-remember-offer',
      explanation: c(
        'The break follows the three parts of self-compassion: mindfully naming the moment, remembering common humanity, and offering kindness. Telling yourself off is a very common habit, so if that was your instinct, you are in good company.',
        'The break has three steps. Say this is hard. Remember others feel it too. Be kind to yourself. Being hard on yourself is a common habit.',
      ),
    },
  ],
  sources: [
    { title: 'Kristin Neff: Self-Compassion', url: 'https://self-compassion.org/' },
    { title: 'Center for Mindful Self-Compassion', url: 'https://centerformsc.org/' },
    { title: 'The Compassionate Mind Foundation (compassion-focused therapy)', url: 'https://www.compassionatemind.co.uk/' },
  ],
};
