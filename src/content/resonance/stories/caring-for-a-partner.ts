import { c } from '../../insight/copy';
import type { Story } from '../types';

/** Caring for a partner after a stroke: exhaustion, guilt about resentment, a carers' group and a break. */
export const caringForAPartner: Story = {
  id: 'caring-for-a-partner',
  title: c('Looking after Joe', 'Looking after Joe'),
  summary: c(
    'When her husband had a stroke, Ruth became his carer overnight. It took her two years to accept that she needed looking after too.',
    'Ruth’s husband had a stroke. She became his carer. It took two years to see she needed care too.',
  ),
  contentNotes: ['Caring for someone with a serious illness', 'Stroke and disability', 'Exhaustion, guilt and resentment'],
  body: [
    c(
      'Joe had his stroke on an ordinary Tuesday. He came home from hospital six weeks later, and our life had changed shape. He needed help to dress, his speech was slow, and he was often low and frustrated. I became his carer overnight. I never chose the word; one day I just noticed I was using it.',
      'Joe had a stroke on an ordinary day. After six weeks he came home. He needed help to dress and to talk. I became his carer without ever choosing it.',
    ),
    c(
      'For the first year I ran on love and adrenaline. Appointments, medication, exercises, forms. I stopped seeing friends because there was no time, and then because I had nothing to say except how Joe was. Nobody asked how I was, and if they had, I would have said “fine”.',
      'The first year I just kept going. There were appointments, forms and medication. I stopped seeing friends. Nobody asked how I was. I would have said fine.',
    ),
    c(
      'In the second year, the tiredness went deep. I snapped at Joe over small things, then lay awake feeling like a terrible person. The hardest part to admit was that sometimes I resented him, and resented the life we had lost, even though none of it was his fault. I felt I could not say that to anyone.',
      'In the second year I was deeply tired. I snapped at Joe, then felt terrible. Sometimes I resented him and our lost life. None of it was his fault. I felt I could not say this.',
    ),
    c(
      'At one of Joe’s check-ups, his nurse asked me how I was sleeping. I burst into tears in the corridor. She told me about the local carers’ centre, and that carers can ask for an assessment of their own needs. At the carers’ centre I met other people caring for partners and parents. When I finally said the word “resentment” out loud, three people nodded.',
      'At a check-up, Joe’s nurse asked how I was sleeping. I cried. She told me about the local carers’ centre. There I met other carers. When I admitted resentment, others nodded.',
    ),
    c(
      'Things changed practically as well as emotionally. A care worker now comes three mornings a week, which gives me time for a swim and a coffee with a friend. Joe goes to a stroke club on Thursdays, where he has friends of his own. I also saw my doctor about my low mood and had some counselling. I had been so busy keeping Joe well that I forgot I mattered too.',
      'Things changed. A care worker comes three mornings a week. I swim and see a friend. Joe goes to a stroke club. I saw my doctor and had counselling. I matter too.',
    ),
    c(
      'We are not the couple we were, but we laugh again, often at the same old jokes. Caring is still hard some weeks. The difference is that I do not carry it alone. If you look after someone, the tiredness, the guilt and even the resentment are normal, and help for carers is there for you, not only for the person you care for.',
      'We laugh again now. Some weeks are still hard. But I am not alone with it. If you care for someone, tiredness, guilt and resentment are normal. There is help for carers too.',
    ),
  ],
  helpNote: c(
    'Carers’ organisations offer advice, groups and breaks, and in many places you can ask for an assessment of your own needs as a carer. A doctor can help with exhaustion and low mood. Insight’s caregiver trail is there for you too, and crisis help is at the top of every page.',
    'Carers’ groups offer advice and breaks. You can ask for help for yourself as a carer. A doctor can help if you feel low.',
  ),
  minutes: 3,
};
