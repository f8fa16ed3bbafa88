import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Burnout in a caring job: when rest stops restoring, a doctor's appointment, time off and changing the load. */
export const burnout: Story = {
  id: 'burnout',
  title: c('When rest stopped working', 'When rest stopped working'),
  summary: c(
    'Tomás was the nurse everyone relied on, until a weekend off no longer made any difference. Recovery meant changing more than his rota.',
    'Tomás was a nurse everyone relied on. Then rest stopped helping. Getting better meant real changes.',
  ),
  contentNotes: ['Burnout and exhaustion', 'Work stress', 'Low mood'],
  body: [
    c(
      'I was proud of being the one who could always cover a shift. For years it worked: I was tired, but a weekend away or a week off would bring me back. Then one spring it stopped working. I came back from holiday as drained as I left. I dreaded the sound of my alarm and felt sick in the car park before every shift.',
      'I was proud to always cover extra shifts. Rest used to help. Then one spring it stopped working. I came back from holiday just as tired. I dreaded every shift.',
    ),
    c(
      'The change crept up on me. I stopped caring about things I used to love about the job, and I noticed myself being short with patients, which frightened me more than anything. At home I had nothing left: I cancelled plans, stopped cooking, and spent evenings staring at my phone without reading it. I told myself everyone was tired.',
      'It crept up on me. I stopped caring about my work. I was short with patients, which scared me. At home I had nothing left. I cancelled plans and stopped cooking.',
    ),
    c(
      'A friend from my training days noticed before I did. Over coffee she said I seemed like a different person, and asked whether I had talked to anyone. I laughed it off, and then, to my surprise, I started crying in the café. She sat with me until I stopped, then helped me book an appointment with my doctor.',
      'An old friend noticed first. She said I seemed like a different person. I started crying in the café. She stayed with me. Then she helped me book a doctor’s appointment.',
    ),
    c(
      'My doctor took it seriously. She signed me off for a few weeks, checked my physical health, and talked with me about low mood, which I had not wanted to name. At first, time off felt like failure. I slept a lot. Gradually I started walking each morning, seeing friends, and doing small things with no purpose except that I enjoyed them.',
      'My doctor took it seriously. She gave me a few weeks off work. She checked my health and talked about low mood. At first I slept a lot. Then I walked and saw friends.',
    ),
    c(
      'Rest alone would not have been enough, because the job I went back to was the same. With the staff counselling service and my manager, I worked out what had to change: no more covering every gap, proper breaks, a shift pattern I could sustain. I had to learn that saying no is not letting people down. It is how I stay able to care at all.',
      'Rest alone was not enough. I saw the work counselling service. With my manager, I changed my shifts and took proper breaks. I learned that saying no is not letting people down.',
    ),
    c(
      'I still love nursing, and I am better at it now than when I was running on empty. I notice the early signs sooner: the dread, the shortness, the evenings of staring. If you recognise yourself in this, you do not have to reach the bottom before you ask for help. Talking to a doctor, an occupational health team or someone you trust is a good place to start.',
      'I still love nursing. I am better at it now. I notice the early signs sooner. You do not have to wait until you are at the bottom. Talk to a doctor or someone you trust.',
    ),
  ],
  helpNote: c(
    'If you feel exhausted in a way rest does not fix, talk to a doctor: exhaustion can have physical causes too, and low mood is treatable. Many workplaces offer counselling or occupational health support. In Insight, the values compass and activity planning can help you see what drains you and what restores you.',
    'If rest does not help, talk to a doctor. Many workplaces offer counselling. Insight has tools to see what drains you and what helps.',
  ),
  minutes: 3,
};
