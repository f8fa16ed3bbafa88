import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Low mood after a baby: the gap between expectation and reality, frightening unwanted thoughts, and perinatal care. */
export const postnatalLowMood: Story = {
  id: 'postnatal-low-mood',
  title: c('Not the glow I expected', 'Not the glow I expected'),
  summary: c(
    'After her daughter was born, Hannah felt flat, frightened and ashamed of it. Telling her health visitor was the turning point.',
    'After her baby was born, Hannah felt low and ashamed. Telling her health visitor helped.',
  ),
  contentNotes: ['Low mood after having a baby', 'Frightening unwanted thoughts (no detail)', 'Guilt and shame as a new parent'],
  body: [
    c(
      'Everyone told me the first weeks would be exhausting but magical. The exhausting part was true. The magic never arrived. I loved my daughter, I think, but I felt flat and far away, as if I were watching someone else look after her. I smiled for visitors and cried in the shower where nobody could hear.',
      'People said the first weeks would be tiring but magical. They were tiring. The magic did not come. I felt flat and far away. I smiled for visitors and cried alone.',
    ),
    c(
      'By the second month I was barely sleeping even when she slept. I felt like a failure at the one thing I was supposed to be able to do. Worst of all were the thoughts that came out of nowhere, frightening pictures of something bad happening to her. They horrified me, and I was terrified that having them meant I was a danger to her.',
      'By the second month I could not sleep, even when she slept. I felt like a failure. Frightening thoughts came out of nowhere. I was scared they meant I was dangerous.',
    ),
    c(
      'I said none of this out loud. I was sure that if I did, someone would decide I could not look after my own baby. So when my health visitor asked, at a routine visit, how I was really feeling, I said “tired, but fine”. She waited, and asked again, and I found myself telling her everything.',
      'I told nobody. I feared they would say I could not care for my baby. Then my health visitor asked how I really felt. She asked twice. I told her everything.',
    ),
    c(
      'She did not look shocked. She told me that low mood after having a baby is common, that it is an illness and not a failing, and that unwanted frightening thoughts are something many new parents have: they are a sign of how much you care, not of what you would do. I cannot describe the relief of hearing that.',
      'She was not shocked. She said low mood after a baby is common. It is an illness, not a failing. Many parents get frightening thoughts. They show how much you care.',
    ),
    c(
      'She helped me see my doctor that week, and I was referred to the perinatal mental health team. I had talking therapy, and after a long conversation I started medication my doctor said was suitable while breastfeeding. My partner took over the night feeds twice a week so I could sleep. My mum came to stay for a fortnight. None of it was instant, but slowly the colour came back.',
      'I saw my doctor that week. A mental health team for new parents helped me. I had talking therapy. I took medication my doctor said was fine while breastfeeding. My partner did some night feeds. Slowly I felt better.',
    ),
    c(
      'My daughter is two now. I feel close to her in a way I could not imagine then, and I no longer think of those months as my fault. If you feel this way after having a baby, you are not a bad parent and you are not alone. Please tell someone: a midwife, a health visitor or a doctor. Asking for help is one of the ways you look after your child.',
      'My daughter is two now. I feel close to her. Those months were not my fault. If you feel this way, you are not a bad parent. Please tell a midwife, health visitor or doctor.',
    ),
  ],
  helpNote: c(
    'Low mood and anxiety during pregnancy or after a birth are common and treatable. A midwife, health visitor or doctor can help and refer you to perinatal mental health support; parents’ helplines are there too. If you have thoughts of harming yourself or feel unable to keep going, use crisis help at the top of every page.',
    'Low mood after a baby is common, and help works. Talk to a midwife, health visitor or doctor. If you feel unsafe, use crisis help at the top of the page.',
  ),
  minutes: 3,
};
