import { c } from '../../insight/copy';
import type { Story } from '../types';

/** A teenager's anxiety about school: stomach aches, missed days, telling a parent and a school counsellor. */
export const schoolAnxiety: Story = {
  id: 'school-anxiety',
  title: c('The morning stomach ache', 'The morning stomach ache'),
  summary: c(
    'Sam, fifteen, felt sick every school morning and started staying at home. Telling his mum, and then a school counsellor, made going back possible.',
    'Sam, fifteen, felt sick before school every day. He began staying home. Talking to his mum and a counsellor helped.',
  ),
  contentNotes: ['Anxiety about school', 'Missing school', 'Panic feelings'],
  body: [
    c(
      'It started in Year 10, when exams began to feel real. Every school morning my stomach hurt and my heart beat fast before I was even out of bed. On the bus it got worse, and by the gate I sometimes felt like I could not breathe. Weekends were fine, which made me think I was making it up.',
      'It started when exams began to feel real. Every school morning my stomach hurt. My heart raced on the bus. Weekends were fine, so I thought I was making it up.',
    ),
    c(
      'I began telling Mum I was ill. At first it was one day, then two or three a week. Staying home felt like relief for about an hour, and then I worried about everything I was missing, which made the next morning even harder. I stopped answering my friends’ messages because I did not know what to say.',
      'I started telling Mum I was ill. Soon I missed two or three days a week. Staying home helped for an hour. Then I worried more. I stopped answering my friends.',
    ),
    c(
      'One night Mum sat on the end of my bed and said she did not think it was my stomach. I was angry at first, then I told her the truth: that I felt scared all the time and did not know why. She did not shout about school. She said thank you for telling her, and that we would work it out together.',
      'One night Mum said she did not think it was my stomach. I told her the truth. I felt scared all the time. She did not get cross. She thanked me for telling her.',
    ),
    c(
      'Mum called the school and I met the school counsellor, Ms Okafor, who had seen this many times. She explained that anxiety can make your body feel ill, and that avoiding school makes the fear grow. We made a plan: start with mornings only, a quiet room I could go to if it got too much, and a teacher who knew what was going on. I also saw our doctor, who checked there was nothing else wrong with my stomach.',
      'I met the school counsellor. She said anxiety can make your body feel ill. Staying away makes fear grow. We made a plan: mornings first, and a quiet room. Our doctor checked my stomach too.',
    ),
    c(
      'The first weeks back were hard. I used the breathing the counsellor taught me on the bus, breathing out slowly, and I texted my best friend to meet me at the gate. Some days I still went home at lunch, and that was allowed. Bit by bit, the mornings got easier, and I went back to full days before the exams.',
      'Going back was hard. I breathed out slowly on the bus. My best friend met me at the gate. Some days I went home at lunch. Bit by bit, it got easier.',
    ),
    c(
      'I still get nervous before big things, but it does not run my life any more. If school makes you feel sick with worry, it is real, and it is not your fault. Tell someone you trust: a parent, a teacher, a school counsellor or a helpline for young people. You do not have to sort it out on your own.',
      'I still get nervous sometimes. But it does not run my life. If school worry makes you feel ill, it is real. Tell someone you trust. You do not have to sort it out alone.',
    ),
  ],
  helpNote: c(
    'If worry about school is making you ill or keeping you at home, tell a parent, a teacher you trust or your school counsellor, and see a doctor. There are free helplines for young people in many countries. If you ever feel unsafe, crisis help is at the top of every page.',
    'If school worry makes you ill, tell a parent, a teacher or a school counsellor. See a doctor too. If you feel unsafe, use crisis help at the top of the page.',
  ),
  minutes: 3,
};
