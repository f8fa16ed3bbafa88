import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Grief in the first year after a mother's death: the waves, the first anniversaries, and a bereavement group. */
export const griefAfterAParent: Story = {
  id: 'grief-after-a-parent',
  title: c('The year after Mum died', 'The year after Mum died'),
  summary: c(
    'Priya expected to feel sad. She did not expect the tiredness, the anger, or the help she found in a room of strangers.',
    'Priya knew she would feel sad. The tiredness and anger surprised her. A group of strangers helped.',
  ),
  contentNotes: ['Death of a parent', 'Grief and bereavement', 'Illness and hospital care (brief mention)'],
  body: [
    c(
      'Mum was ill for most of a year, and I thought that time would prepare me. It did not. After the funeral, everyone went home, the flowers wilted, and I was left with a phone I kept reaching for to tell her things. Some mornings I forgot for a few seconds, and then I remembered all over again.',
      'Mum was ill for most of a year. I thought I was ready. I was not. After the funeral, everyone went home. I still reached for my phone to tell her things.',
    ),
    c(
      'Grief was not what I imagined. I had expected sadness, but not the exhaustion, as if I had been ill myself, or the anger: at the hospital, at my brother, at people in the street who still had their mothers. I could not concentrate at work. I felt I should be “doing better” by now, and I felt guilty on the days I laughed.',
      'Grief surprised me. I was very tired. I was angry at people who still had their mums. I could not focus at work. I felt guilty when I laughed.',
    ),
    c(
      'The first time I cried in front of someone was at my doctor’s, when I went in about sleep. She listened, told me that what I described is a common part of grief, and asked whether I had support. I said I was fine. She gave me the details of a local bereavement service anyway, and I put the leaflet in a drawer for a month.',
      'I first cried in front of someone at my doctor’s. I went about sleep. She said my feelings are common in grief. She gave me details of a grief support service.',
    ),
    c(
      'When I finally went to the bereavement group, I nearly turned round at the door. Inside were eight people who had lost someone, sitting with tea in paper cups. Nobody told me to move on. A man whose father had died two years before said the waves still came, but further apart. That was the first time I could picture a future where this hurt less.',
      'I nearly did not go into the grief group. Inside, eight people had lost someone. Nobody told me to move on. One man said the waves of grief come less often now. I could picture a future.',
    ),
    c(
      'The first birthday without her, and the first anniversary, were hard, and it helped to plan them rather than dread them. On her birthday my brother and I cooked her recipe for dal, badly, and told stories about her. We argued less after that. I learned I could carry her with me rather than trying to leave the grief behind.',
      'Her first birthday without her was hard. Planning the day helped. My brother and I cooked her dal and shared stories. I learned to carry her with me.',
    ),
    c(
      'It has been nearly two years now. I still miss her every day, but the missing sits alongside the rest of my life instead of taking all of it. If you are grieving, there is no timetable you are failing to keep. And if it ever feels like too much to hold, there are people whose work is to help you hold it.',
      'It has been almost two years. I still miss her every day. But I have room for the rest of my life too. Grief has no timetable. If it feels too much, people can help.',
    ),
  ],
  helpNote: c(
    'Bereavement services, often run by hospices and charities, offer groups and one-to-one support, and your doctor can point you to them. If grief becomes overwhelming, or you have thoughts of not wanting to go on, crisis help is at the top of every page. Codex in Presence has a section on grief and loss.',
    'Grief support services offer groups and one-to-one help. Your doctor can tell you where. If it feels too much, crisis help is at the top of every page.',
  ),
  minutes: 3,
};
