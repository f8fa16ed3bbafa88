import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Loneliness after moving for work: the shame of it, small repeated contact, and a support line on a bad night. */
export const lonelinessAfterAMove: Story = {
  id: 'loneliness-after-a-move',
  title: c('A city where nobody knew my name', 'A city where nobody knew my name'),
  summary: c(
    'Grace moved across the country for a job she wanted, and found herself lonelier than she had ever been. Friendship came back slowly, in small repeated steps.',
    'Grace moved far away for a new job. She felt very lonely. Slowly, small steps brought friends.',
  ),
  contentNotes: ['Loneliness and isolation', 'Low mood', 'Living far from family'],
  body: [
    c(
      'The job was everything I had worked for, and the flat had a view of the river. For the first few weeks the newness carried me. Then the weekends started to stretch. I would realise on a Sunday evening that I had not spoken out loud since Friday, except to say thank you at a till.',
      'The new job was what I wanted. At first everything felt exciting. Then weekends felt long. Some Sundays I had not spoken to anyone since Friday.',
    ),
    c(
      'I was ashamed of being lonely, as if it said something about me. My friends back home were busy, and on calls I said everything was great. Colleagues were friendly at work but went home to their own lives. I began to feel invisible, and the flatter I felt, the less I wanted to try to meet anyone.',
      'I felt ashamed of being lonely. I told friends back home that all was great. Colleagues were friendly but busy. I felt invisible. The lower I felt, the less I tried.',
    ),
    c(
      'One Saturday night it all felt very heavy, and I did not know who to tell. I found a support line online and, after staring at the number for an hour, I called. The volunteer did not try to fix anything. She just listened, and asked what I used to enjoy before I moved. By the end of the call I felt a little less alone, and I had a small plan for the week.',
      'One Saturday night I felt very low. I called a support line. The volunteer just listened. She asked what I used to enjoy. After the call I felt less alone. I had a small plan.',
    ),
    c(
      'The plan was unglamorous. I used to sing, so I joined a community choir that met on Tuesdays. The first three weeks I left straight after, too shy to stay for the drink. I kept going anyway. Going to the same place at the same time, over and over, turned out to matter more than being confident.',
      'I used to sing, so I joined a local choir. For weeks I was too shy to stay after. But I kept going. Going again and again mattered more than feeling confident.',
    ),
    c(
      'I also saw my doctor, because the low mood was not lifting on its own, and she referred me for a few sessions of talking therapy. The therapist helped me notice how I had started to read every unanswered message as rejection. I was honest with an old friend at last, and she admitted she had felt the same after her own move.',
      'The low mood did not lift, so I saw my doctor. I had some talking therapy. It helped me stop reading every quiet phone as rejection. I told an old friend the truth.',
    ),
    c(
      'Two years on, I have people here I would call at two in the morning. It took longer than I wanted and it happened in tiny steps. Loneliness is not a flaw, it is a signal, like hunger, that we need other people. If you are feeling it, you are far from the only one, and reaching out even once is a real start.',
      'Two years on, I have close friends here. It took time and small steps. Loneliness is not a flaw. It tells us we need people. Reaching out even once is a real start.',
    ),
  ],
  helpNote: c(
    'Support lines are there for loneliness, not only for emergencies, and many are open at night. Regular groups built around an activity make it easier to get to know people. If loneliness has turned into lasting low mood, a doctor can help. If you feel unable to cope, crisis help is at the top of every page.',
    'Support lines can help with loneliness, and many are open at night. Groups built around an activity help you meet people. A doctor can help with low mood.',
  ),
  minutes: 3,
};
