import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Recovery from drinking: noticing, stopping safely with a doctor, a setback met without shame, and a recovery group. */
export const recoveryFromDrinking: Story = {
  id: 'recovery-from-drinking',
  title: c('Finding my mornings again', 'Finding my mornings again'),
  summary: c(
    'Mark’s evening drink to unwind slowly became the centre of his days. Stopping safely, with his doctor and a recovery group, gave him his mornings back.',
    'Mark’s evening drink slowly took over his life. His doctor and a recovery group helped him stop safely.',
  ),
  contentNotes: ['Alcohol and problem drinking', 'A setback in recovery', 'Strain on family'],
  body: [
    c(
      'It began as a glass of wine to unwind after work, the way it does for a lot of people. Over a few years, without my ever deciding it, the glass became a bottle, and the evening started earlier. I told myself I had a stressful job and that I deserved it. I was still going to work, so I could not have a problem.',
      'It began as one glass of wine after work. Over a few years it became much more. I told myself I deserved it. I still went to work, so I thought I was fine.',
    ),
    c(
      'The mornings told a different story. I woke anxious and foggy, checking my phone to see what I had said the night before. I missed my son’s football matches because I was not fit to drive. My wife stopped arguing with me about it, and that quiet frightened me more than the rows had.',
      'Mornings were hard. I woke up anxious and foggy. I could not drive my son to football. My wife stopped arguing about it. That silence scared me.',
    ),
    c(
      'What finally moved me was small. My son asked, without any drama, why I was always tired. The next day I made an appointment with my doctor and told her honestly how much I was drinking. She did not lecture me. She explained that stopping suddenly after heavy daily drinking can be dangerous, and she set up a plan so that I could stop safely, with medical support.',
      'My son asked why I was always tired. The next day I saw my doctor. I told her honestly how much I drank. She explained that stopping suddenly can be dangerous. She helped me stop safely.',
    ),
    c(
      'The first weeks were rough, physically and emotionally. Without the drink, all the feelings I had been numbing came back at once. My doctor referred me to an alcohol service, and a worker there suggested a recovery group. I went to a meeting in a church hall expecting to feel judged. Instead, people talked about exactly the things I had been hiding, and some of them laughed about it.',
      'The first weeks were hard. Feelings I had numbed came back. My doctor sent me to an alcohol service. They suggested a recovery group. Nobody judged me there.',
    ),
    c(
      'About five months in, after a bad week at work, I drank again. The old voice said I had ruined everything, so I might as well carry on. This time I rang someone from the group instead. He reminded me that a setback is part of many people’s recovery, not the end of it, and that what matters is what you do next. I went to a meeting the following evening.',
      'After five months, I drank again after a bad week. I felt I had ruined everything. I called someone from the group. He said setbacks happen in recovery. What matters is what you do next.',
    ),
    c(
      'These days I notice the things I used to drink over, stress, boredom, old arguments, and I have other ways through them: a run, a phone call, a meeting. My son and I go to his matches together. I do not think of myself as fixed, just as someone who gets help and keeps going. If drinking worries you, talking honestly to a doctor is a safe first step.',
      'Now I notice what used to make me drink. I run, call someone or go to a meeting instead. I go to my son’s matches. If drinking worries you, talk honestly to a doctor.',
    ),
  ],
  helpNote: c(
    'If you drink heavily every day, talk to a doctor before stopping: stopping suddenly can be dangerous, and they can help you stop safely. Alcohol services and recovery groups (there are several kinds, some not based on faith) offer support, and so do helplines for people affected by someone else’s drinking. The addiction recovery trail in Insight may help too.',
    'If you drink a lot every day, see a doctor before you stop. Stopping suddenly can be dangerous. Alcohol services and recovery groups can help.',
  ),
  minutes: 3,
};
