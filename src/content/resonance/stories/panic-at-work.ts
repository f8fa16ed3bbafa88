import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Panic attacks at work: learning what panic is, being checked by a doctor, and a talking therapy. */
export const panicAtWork: Story = {
  id: 'panic-at-work',
  title: c('The meeting where my heart raced', 'The meeting where my heart raced'),
  summary: c(
    'Daniel thought something was badly wrong with his heart. It was panic, and learning what panic is changed how it felt.',
    'Daniel thought his heart was failing. It was panic. Learning about panic helped him.',
  ),
  contentNotes: ['Panic attacks', 'Physical symptoms of anxiety', 'A visit to hospital (no distressing detail)'],
  body: [
    c(
      'The first time it happened I was halfway through a budget meeting. My heart started pounding, my hands went numb and the room seemed to tilt. I was sure I was having a heart attack at thirty-four. I mumbled an excuse, walked out, and sat in a corridor trying to breathe while a colleague called for help.',
      'The first time, I was in a work meeting. My heart pounded and my hands went numb. I was sure it was a heart attack. I left the room. A colleague called for help.',
    ),
    c(
      'At the hospital they checked my heart properly and found nothing wrong. The doctor was kind. She said it sounded like a panic attack and that they are far more common than people think. I felt relieved and embarrassed at the same time, and I did not really believe her.',
      'At the hospital they checked my heart. It was fine. The doctor was kind. She said it sounded like a panic attack. I felt relieved and embarrassed. I did not quite believe her.',
    ),
    c(
      'Over the next months the attacks came back, usually before meetings, then in the supermarket, then on the train. I started avoiding things: I took the stairs instead of the lift, I turned my camera off on calls, I made excuses about lunch. My world got smaller, and the fear of the next attack became almost worse than the attacks.',
      'The attacks came back. They came before meetings, in shops and on the train. I began to avoid things. My world got smaller. I feared the next attack all the time.',
    ),
    c(
      'My partner was the one who said, gently, that this was not working. I went back to my doctor, who referred me for a talking therapy for panic. The therapist explained what was happening in my body: the racing heart and the dizziness were my alarm system going off at the wrong time, uncomfortable but not dangerous. Knowing that did not stop the feelings, but it changed what they meant.',
      'My partner said, gently, that this was not working. My doctor sent me to a talking therapy. The therapist explained my body’s alarm system. It was going off at the wrong time. The feelings were unpleasant but not dangerous.',
    ),
    c(
      'We practised slowly. I learned to breathe out for longer than I breathed in, to let the wave rise without fighting it, and to stay where I was until it passed. Then, step by step, I went back to the places I had been avoiding: the lift for one floor, then a short meeting with my camera on. Each time the panic peaked and eased, I believed it a little more.',
      'We practised slowly. I breathed out for longer than I breathed in. I let the feeling rise and pass. Step by step, I went back to places I had avoided. Each time, the panic eased.',
    ),
    c(
      'I still have an attack now and then, usually when I am tired or stretched. The difference is that I know what it is. I can say to myself, “This is panic, it will pass,” and it does. I also told my manager, which I had dreaded, and she simply asked what would help. If your body is doing something that frightens you, it is worth getting checked and worth asking about panic. There is a way through it, and you do not have to find it alone.',
      'I still get panic sometimes, mostly when I am tired. Now I know what it is. I tell myself it will pass, and it does. I told my manager. She asked what would help. Get frightening feelings checked by a doctor. Ask about panic. There is a way through.',
    ),
  ],
  helpNote: c(
    'If you have chest pain or symptoms you are unsure about, get medical help first: only a doctor can rule out a physical cause. If it is panic, a doctor can tell you about talking therapies for panic, which help many people, and Codex in Presence has a section on what panic is.',
    'If you have chest pain, get medical help first. A doctor can check your body. If it is panic, ask about talking therapy. Codex in Presence explains panic.',
  ),
  minutes: 3,
};
