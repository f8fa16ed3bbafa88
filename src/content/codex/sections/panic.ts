import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const panic: CodexSection = {
  id: 'panic',
  title: c('Panic and panic attacks', 'Panic attacks'),
  summary: c(
    'What happens in the body during a panic attack, why fear of the fear keeps it going, and how to ride it out.',
    'What happens in a panic attack, and how to get through one.',
  ),
  minutes: 6,
  subsections: [
    {
      id: 'what-happens-in-panic',
      title: c('What happens in a panic attack', 'What a panic attack is'),
      body: [
        c(
          'A panic attack is a sudden rush of intense fear with strong bodily sensations: a pounding heart, breathlessness, chest tightness, dizziness, tingling, sweating, shaking, or a sense of unreality. It usually builds to a peak within about ten minutes and then eases.',
          'A panic attack is a sudden rush of strong fear. Your heart pounds. You may feel dizzy, shaky or short of breath. It often peaks within ten minutes. Then it eases.',
        ),
        c(
          'These sensations are the body’s alarm firing at full strength when there is no danger to fight or flee. They are frightening, and people often fear they are having a heart attack, fainting or losing control. Panic itself, though intensely unpleasant, is not dangerous.',
          'This is your body’s alarm going off when there is no danger. It feels scary. People may fear they are very ill. Panic is awful, but it is not dangerous.',
        ),
        c(
          'Because the same sensations can have physical causes, it is sensible to have new or unexplained symptoms such as chest pain checked by a doctor, and to seek urgent medical help if you are ever unsure. Once a doctor has ruled out other causes, it becomes easier to trust that panic will pass.',
          'Get new chest pain checked by a doctor. If you are unsure, get urgent medical help. Once other causes are ruled out, it is easier to trust that panic passes.',
        ),
      ],
    },
    {
      id: 'fear-of-the-fear',
      title: c('Fear of the fear', 'Being afraid of panic'),
      body: [
        c(
          'After a panic attack, many people start watching their body closely for signs of the next one. A skipped heartbeat or a moment of dizziness gets read as danger, which triggers more fear, which produces more sensations. This loop can turn a small bodily change into a full attack.',
          'After a panic attack, you may watch your body for signs of another. A small change feels like danger. That brings more fear. Then the panic grows.',
        ),
        c(
          'People also start avoiding places where panic happened, or relying on safety behaviours: always sitting near an exit, carrying water, never going out alone. These make sense, but they stop the brain from learning that the panic would have passed anyway.',
          'People may start avoiding places where panic happened. They may always sit near the door. This makes sense. But it stops your brain learning that panic passes.',
        ),
        c(
          'Panic attacks are common, and recurring panic responds well to treatment. Cognitive behavioural therapy for panic helps people understand the loop, test their fears gently and drop safety behaviours step by step.',
          'Panic attacks are common. Treatment helps many people. CBT helps you understand the fear loop. It helps you face your fears step by step.',
        ),
      ],
    },
    {
      id: 'riding-it-out',
      title: c('Riding it out', 'Getting through a panic attack'),
      body: [
        c(
          'During an attack, fighting the sensations tends to feed them. Instead, try naming what is happening (“this is panic; it is unpleasant and it will pass”) and letting the wave rise and fall. Staying where you are, if it is safe, teaches the brain more than escaping does.',
          'Try not to fight the feelings. Say to yourself, “This is panic. It will pass.” Let the wave rise and fall. Stay where you are if it is safe.',
        ),
        c(
          'Slow breathing with a longer out-breath can steady the body, as can grounding: noticing five things you can see, four you can feel, three you can hear, two you can smell and one you can taste. The aim is not to make panic stop at once but to stay with yourself while it passes.',
          'Breathe out slowly, longer than you breathe in. Notice five things you see and four things you feel. The goal is to stay with yourself while it passes.',
        ),
        c(
          'Afterwards, be kind to yourself: panic is exhausting. If attacks keep happening or you find yourself avoiding more and more, a doctor or talking-therapy service can help.',
          'After a panic attack, rest and be kind to yourself. Panic is tiring. If attacks keep coming back, a doctor or therapist can help.',
        ),
      ],
    },
  ],
  quiz: [
    {
      id: 'peak',
      prompt: c('How does a panic attack usually unfold?', 'What usually happens in a panic attack?'),
      options: [
        { id: 'peaks-and-eases', text: c('It builds to a peak within about ten minutes, then eases', 'It peaks within ten minutes, then gets better') },
        { id: 'lasts-all-day', text: c('It keeps getting worse all day', 'It gets worse all day') },
        { id: 'never-ends', text: c('It does not stop until you leave the place', 'It only stops when you leave') },
      ],
      answer: 'peaks-and-eases',
      explanation: c(
        'Panic rises quickly, usually peaks within about ten minutes and then eases, even if you stay where you are. Knowing this can make the next wave a little less frightening.',
        'Panic rises fast, then eases, even if you stay. Knowing this can make it less scary next time.',
      ),
    },
    {
      id: 'fear-loop',
      prompt: c('What is the “fear of the fear” loop?', 'What is the fear loop?'),
      options: [
        { id: 'fear-of-places', text: c('Being afraid of crowded places only', 'Being afraid of crowds') },
        {
          id: 'sensation-fear-sensation',
          text: c('Reading a bodily sensation as danger, which brings more fear and more sensations', 'A body feeling seems dangerous. That brings more fear and more feelings.'),
        },
        { id: 'no-such-thing', text: c('There is no such thing', 'It does not exist') },
      ],
      answer: 'sensation-fear-sensation',
      explanation: c(
        'A small change such as a skipped beat is read as danger, fear rises, and fear creates more sensations. Understanding the loop is the first step towards breaking it, which is what CBT for panic works on.',
        'A small body change feels dangerous. Fear grows. Fear makes more body feelings. Knowing this loop helps you break it.',
      ),
    },
    {
      id: 'safety-behaviours',
      prompt: c('Why can safety behaviours, like always sitting near an exit, keep panic going?', 'Why can always sitting near the door keep panic going?'),
      options: [
        { id: 'they-are-dangerous', text: c('They are dangerous in themselves', 'They are dangerous') },
        {
          id: 'stop-learning',
          text: c('They stop the brain from learning that panic passes on its own', 'They stop your brain learning that panic passes'),
        },
        { id: 'they-do-not', text: c('They do not: they solve panic for good', 'They do not. They fix panic.') },
      ],
      answer: 'stop-learning',
      explanation: c(
        'Safety behaviours are understandable and bring relief, so there is nothing to feel bad about. The catch is that they give the credit for getting through to the behaviour, so the brain never learns the panic would have passed anyway.',
        'These habits make sense, so do not feel bad. But your brain thinks the habit kept you safe. It does not learn that panic passes anyway.',
      ),
    },
    {
      id: 'chest-pain',
      prompt: c('You have new chest pain and are not sure whether it is panic. What is the safest thing to do?', 'You have new chest pain. You are not sure it is panic. What should you do?'),
      options: [
        { id: 'ignore', text: c('Assume it is panic and ignore it', 'Ignore it') },
        { id: 'get-checked', text: c('Get medical help to check it', 'Get medical help to check it') },
        { id: 'breathe-only', text: c('Only do breathing exercises, whatever happens', 'Only do breathing, no matter what') },
      ],
      answer: 'get-checked',
      explanation: c(
        'Panic and some physical conditions can feel alike. If a symptom is new or you are unsure, getting it checked is always the right call. Once other causes are ruled out, it becomes easier to trust that panic will pass.',
        'Panic can feel like other health problems. If you are unsure, get checked. That is always OK. Then it is easier to trust that panic passes.',
      ),
    },
  ],
  sources: [
    { title: 'NHS: Panic disorder', url: 'https://www.nhs.uk/mental-health/conditions/panic-disorder/' },
    {
      title: 'Mind: Anxiety and panic attacks',
      url: 'https://www.mind.org.uk/information-support/types-of-mental-health-problems/anxiety-and-panic-attacks/',
    },
    { title: 'National Institute of Mental Health: Anxiety disorders (including panic disorder)', url: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders' },
  ],
};
