import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const understandingAnxiety: CodexSection = {
  id: 'understanding-anxiety',
  title: c('What anxiety is and what it does', 'What is anxiety?'),
  summary: c(
    'Why the body raises the alarm, why the alarm sometimes rings too often, and what helps it settle.',
    'Why your body gets worried, and what helps it calm down.',
  ),
  minutes: 6,
  subsections: [
    {
      id: 'an-alarm-that-protects',
      title: c('An alarm that is meant to protect you', 'A built-in alarm'),
      body: [
        c(
          'Anxiety is the mind and body getting ready for something that might go wrong. When the brain senses a threat, it releases adrenaline: the heart beats faster, breathing quickens, muscles tense and attention narrows onto the danger. For our ancestors facing a predator, this “fight, flight or freeze” response could be the difference between life and death.',
          'Anxiety is your body getting ready for danger. Your heart beats faster. You breathe faster. Your muscles get tight. This helped people long ago stay safe from real dangers.',
        ),
        c(
          'Everyone feels anxious at times, and a little anxiety is useful. It sharpens focus before an exam, makes us look twice before crossing a road and pushes us to prepare for things that matter. Feeling anxious is not a sign that something is wrong with you.',
          'Everyone feels anxious sometimes. A little worry can help you. It can help you focus or prepare. Feeling anxious does not mean something is wrong with you.',
        ),
        c(
          'The alarm is quick rather than careful. It reacts to anything that looks like danger, including things that only exist in our thoughts: a conversation that might go badly, a symptom we cannot explain, a future we cannot control. The body responds in much the same way whether the threat is a bear or an email.',
          'The alarm is fast, not careful. It can go off for things that only happen in your head. Your body reacts the same way to a worry as to a real danger.',
        ),
      ],
    },
    {
      id: 'when-the-alarm-rings-too-often',
      title: c('When the alarm rings too often', 'When the alarm goes off too much'),
      body: [
        c(
          'Anxiety becomes a problem when it is much bigger than the situation calls for, lasts long after the situation has passed, or starts to shape how you live. Some people notice constant worry they cannot switch off; others notice restlessness, poor sleep, a tight chest, stomach trouble or irritability.',
          'Anxiety can become a problem. It may be too big for what is happening. It may last too long. You might worry all the time. You might sleep badly or feel tense.',
        ),
        c(
          'Avoidance is the part that keeps anxiety going. Staying away from what frightens us brings quick relief, so the brain learns that avoiding was what kept us safe. Over time the list of things that feel too risky can grow, and life can get smaller.',
          'Staying away from scary things feels better at first. But your brain learns that avoiding kept you safe. Then more things start to feel scary.',
        ),
        c(
          'Worry often feels like problem-solving, but it tends to go round in circles: “what if this happens, what if that happens”. Noticing the difference between a worry you can act on today and one you cannot is a first step towards loosening its grip.',
          'Worry can feel like fixing a problem. But often it just goes round and round. Ask yourself: can I do something about this today?',
        ),
      ],
    },
    {
      id: 'what-helps-anxiety-settle',
      title: c('What helps the alarm settle', 'What helps'),
      body: [
        c(
          'Slow breathing with a longer out-breath, and grounding yourself in what you can see, hear and touch, tell the body that the danger has passed. They do not remove the cause of the worry, but they lower the volume enough to think clearly again.',
          'Breathe out slowly, for longer than you breathe in. Notice what you can see, hear and touch. This helps your body calm down.',
        ),
        c(
          'Facing feared situations gradually, in small steps you choose, teaches the brain that you can cope. Talking therapies based on this idea, such as cognitive behavioural therapy, are among the best-studied help for anxiety, and many people find them useful.',
          'Face scary things bit by bit, in small steps. Your brain learns you can cope. Talking therapy, like CBT, helps many people with anxiety.',
        ),
        c(
          'If anxiety is getting in the way of work, relationships, sleep or the things you enjoy, it is worth talking to a doctor or a talking-therapy service. Anxiety is common and very treatable, and asking for help is a sensible step, not a failure.',
          'Is anxiety getting in the way of your life? Talk to a doctor or a therapist. Anxiety is common. Help works for many people.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'purpose-of-anxiety',
      prompt: c('What is anxiety for?', 'Why do we feel anxious?'),
      options: [
        { id: 'weakness', text: c('It is a sign of a weak character', 'It means you are weak') },
        { id: 'protect', text: c('It gets the body ready to deal with a possible threat', 'It gets your body ready for danger') },
        { id: 'no-purpose', text: c('It has no purpose at all', 'It has no use at all') },
      ],
      answer: 'protect',
      explanation: c(
        'Anxiety is a protective alarm: it prepares the body to act when something might go wrong. It says nothing about your character. It becomes a problem only when it rings too often or too loudly.',
        'Anxiety is an alarm that tries to keep you safe. It does not mean you are weak. It is a problem only when it goes off too much.',
      ),
    },
    {
      id: 'avoidance',
      prompt: c('Why can avoiding what frightens us make anxiety grow?', 'Why can staying away from scary things make worry bigger?'),
      options: [
        {
          id: 'learns-avoiding-kept-safe',
          text: c('The brain learns that avoiding was what kept us safe', 'Your brain learns that avoiding kept you safe'),
        },
        { id: 'uses-energy', text: c('Avoiding uses up all our energy', 'Avoiding makes you tired') },
        { id: 'it-does-not', text: c('It does not: avoiding always helps in the long run', 'It does not. Avoiding always helps.') },
      ],
      answer: 'learns-avoiding-kept-safe',
      explanation: c(
        'Avoiding brings quick relief, so the brain concludes the situation was dangerous and that staying away saved us. Next time the alarm rings louder. Small, chosen steps towards what we fear teach the opposite lesson.',
        'Avoiding feels good at first. So your brain thinks the thing was dangerous. Small steps towards it teach your brain you can cope.',
      ),
    },
    {
      id: 'body-signs',
      prompt: c('Which of these can be a bodily sign of anxiety?', 'Which one can be a body sign of anxiety?'),
      options: [
        { id: 'fast-heart', text: c('A racing heart and tense muscles', 'A fast heartbeat and tight muscles') },
        { id: 'better-sleep', text: c('Sleeping more deeply than usual', 'Sleeping better than usual') },
        { id: 'slow-breath', text: c('Slow, relaxed breathing', 'Slow, calm breathing') },
      ],
      answer: 'fast-heart',
      explanation: c(
        'Adrenaline speeds up the heart and tenses the muscles so the body can act fast. Knowing these signs helps you recognise anxiety for what it is: uncomfortable, but not dangerous in itself.',
        'Anxiety makes your heart beat fast and your muscles tight. Knowing this helps. These feelings are not nice, but they are not dangerous.',
      ),
    },
    {
      id: 'when-to-seek-help',
      prompt: c('When is it worth talking to a professional about anxiety?', 'When should you get help for anxiety?'),
      options: [
        { id: 'never', text: c('Never: everyone worries, so it is not worth mentioning', 'Never. Everyone worries.') },
        {
          id: 'gets-in-the-way',
          text: c('When it gets in the way of daily life, sleep or relationships', 'When it gets in the way of your life'),
        },
        { id: 'only-emergency', text: c('Only in an emergency', 'Only in an emergency') },
      ],
      answer: 'gets-in-the-way',
      explanation: c(
        'You do not need to wait for a crisis. If anxiety is shaping how you live, a doctor or talking-therapy service can help, and help for anxiety works for many people. If you ever feel unsafe, crisis help is one step away at the top of the screen.',
        'You do not need to wait for things to get very bad. Help works for many people. If you ever feel unsafe, crisis help is one step away.',
      ),
    },
  ],
  sources: [
    { title: 'NHS: Anxiety, fear and panic', url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/anxiety-fear-panic/' },
    { title: 'National Institute of Mental Health: Anxiety disorders', url: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders' },
    { title: 'American Psychological Association: Anxiety', url: 'https://www.apa.org/topics/anxiety' },
    { title: 'NICE guideline CG113: Generalised anxiety disorder and panic disorder in adults', url: 'https://www.nice.org.uk/guidance/cg113' },
  ],
};
