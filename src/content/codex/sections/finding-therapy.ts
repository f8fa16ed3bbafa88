import { c } from '../../insight/copy';
import type { CodexSection } from '../types';

export const findingTherapy: CodexSection = {
  id: 'finding-therapy',
  title: c('What therapy is like and how to find it', 'Therapy: what it is like and how to find it'),
  summary: c(
    'What happens in talking therapy, the main kinds, how to find a qualified therapist and what to do if it does not feel right.',
    'What happens in therapy, and how to find a therapist.',
  ),
  minutes: 8,
  subsections: [
    {
      id: 'what-happens-in-therapy',
      title: c('What happens in therapy', 'What happens in therapy'),
      body: [
        c(
          'Talking therapy is regular, confidential time with a trained professional to understand what is troubling you and work on it together. Sessions usually last about fifty minutes, weekly or fortnightly, in person, by video or by phone. Some therapies are short and focused, lasting six to twenty sessions; others are open-ended.',
          'In therapy, you meet a trained person regularly. You talk in private about what is hard. Together you work on it. Meetings are often weekly and last about an hour.',
        ),
        c(
          'The first session or two are usually an assessment: the therapist asks about what brings you, your history and what you hope to change, and you decide together whether to go ahead. It is fine to be nervous, to not know where to start, or to take time before sharing difficult things.',
          'The first meeting is about getting to know you. The therapist asks what brings you and what you want to change. It is OK to feel nervous.',
        ),
        c(
          'What you say is kept confidential, with a few limits a good therapist will explain at the start, such as a serious risk to your safety or someone else’s. Ask about anything that is unclear; it is your therapy.',
          'What you say is kept private. There are a few limits, like if someone is in danger. Your therapist should explain these. You can ask anything.',
        ),
      ],
    },
    {
      id: 'kinds-of-therapy',
      title: c('The main kinds of therapy', 'Kinds of therapy'),
      body: [
        c(
          'Cognitive behavioural therapy (CBT) works on the links between thoughts, feelings and actions, with practical exercises between sessions. Counselling offers a supportive space to talk things through. Psychodynamic therapy explores how past experiences and patterns shape the present. Interpersonal therapy focuses on relationships and life changes.',
          'CBT looks at how thoughts, feelings and actions link. Counselling gives you space to talk. Other therapies look at your past or your relationships.',
        ),
        c(
          'Other approaches include EMDR and trauma-focused CBT after traumatic experiences, acceptance and commitment therapy, compassion-focused therapy, and family or couples therapy. Guidelines such as those from NICE recommend particular therapies for particular difficulties, which a doctor or therapist can talk through with you.',
          'There are therapies for trauma, for families and for couples too. A doctor or therapist can help you choose one that fits.',
        ),
        c(
          'Whatever the method, research finds that the working relationship with the therapist is one of the things that matters most. Feeling heard, respected and able to be honest is a good sign that therapy can work for you.',
          'Your relationship with the therapist matters a lot. You should feel heard and respected. That is a good sign.',
        ),
      ],
    },
    {
      id: 'finding-a-therapist',
      title: c('Finding a therapist', 'How to find a therapist'),
      body: [
        c(
          'A family doctor is a good starting point and can refer you or point you to local services. In England you can refer yourself to NHS Talking Therapies without seeing a doctor. Many countries have free or low-cost services, and universities, workplaces and charities often offer counselling.',
          'A doctor can help you find therapy. In England, you can also contact NHS Talking Therapies yourself. Schools, jobs and charities often offer free help.',
        ),
        c(
          'If you look privately, check that the therapist is registered or licensed with a recognised professional body in your country, and ask about their training, their approach, their fees and how many sessions they expect. A short first call is a reasonable way to see whether you feel comfortable.',
          'If you pay for therapy, check the therapist is registered or licensed. Ask about their training, cost and approach. A short first call can help you decide.',
        ),
        c(
          'If therapy does not feel right after a few sessions, say so: a good therapist will welcome it and may adjust, or help you find someone better suited. Changing therapist is not failing. While you wait for therapy to start, crisis help is one step away at the top of every screen if things get too much.',
          'Does therapy not feel right? Tell your therapist. You can change therapist. That is not failing. If things get too much, crisis help is one step away.',
        ),
      ],
      // The directory lists verified therapists who asked to be listed; where it has none, it points to official ways.
      appLink: {
        path: '/directory',
        label: c('Look for a therapist in the Better Minds directory', 'Find a therapist in our list'),
      },
    },
  ],
  quiz: [
    {
      id: 'first-sessions',
      prompt: c('What usually happens in the first session or two of therapy?', 'What happens in the first therapy meeting?'),
      options: [
        { id: 'assessment', text: c('An assessment of what brings you and what you hope to change', 'Talking about what brings you and what you want to change') },
        { id: 'tell-everything', text: c('You must tell the therapist everything at once', 'You must tell everything at once') },
        { id: 'written-test', text: c('A written exam you have to pass', 'A test you have to pass') },
      ],
      answer: 'assessment',
      explanation: c(
        'Early sessions are for getting to know each other: what brings you, your background and your hopes. You can take your time with difficult things and decide together whether to go ahead.',
        'The first meetings are for getting to know each other. You can take your time. You decide together if you want to go on.',
      ),
    },
    {
      id: 'what-matters-most',
      prompt: c('Research suggests that, alongside the method, what matters a great deal in therapy?', 'Besides the type of therapy, what matters a lot?'),
      options: [
        { id: 'office', text: c('How smart the therapist’s office is', 'A nice office') },
        { id: 'relationship', text: c('The relationship between you and the therapist', 'Your relationship with the therapist') },
        { id: 'length', text: c('Having as many sessions as possible', 'Having lots of sessions') },
      ],
      answer: 'relationship',
      explanation: c(
        'The working relationship is one of the most consistent predictors of how helpful therapy is. Feeling heard and able to be honest matters, which is why it is fine to look for a therapist who suits you.',
        'Feeling heard and respected by your therapist matters a lot. So it is fine to look for someone who suits you.',
      ),
    },
    {
      id: 'check-registration',
      prompt: c('If you are choosing a therapist privately, what is important to check?', 'If you pay for therapy, what should you check?'),
      options: [
        { id: 'reviews-only', text: c('Only their online star ratings', 'Only their online reviews') },
        { id: 'registration', text: c('That they are registered or licensed with a recognised professional body', 'That they are registered or licensed') },
        { id: 'nothing', text: c('Nothing: anyone can offer good therapy', 'Nothing') },
      ],
      answer: 'registration',
      explanation: c(
        'Registration or licensing means the therapist has recognised training and follows a code of ethics with a complaints process. Reviews can add a little, but they cannot tell you that.',
        'A registered therapist is trained and follows rules. Reviews cannot tell you that.',
      ),
    },
    {
      id: 'does-not-feel-right',
      prompt: c('Therapy does not feel right after a few sessions. What is a good next step?', 'Therapy does not feel right. What can you do?'),
      options: [
        { id: 'stay-silent', text: c('Keep going and say nothing', 'Keep going and say nothing') },
        { id: 'give-up', text: c('Give up on therapy altogether', 'Give up on therapy') },
        { id: 'say-so', text: c('Tell the therapist; adjusting or changing therapist is fine', 'Tell your therapist. Changing is OK.') },
      ],
      answer: 'say-so',
      explanation: c(
        'Saying that something is not working is useful information for your therapist, and a good one will welcome it. If it still does not fit, finding someone else is a sensible step, not a failure.',
        'Telling your therapist helps them. A good therapist is glad you said it. Changing therapist is OK. It is not failing.',
      ),
    },
  ],
  sources: [
    { title: 'National Institute of Mental Health: Psychotherapies', url: 'https://www.nimh.nih.gov/health/topics/psychotherapies' },
    { title: 'American Psychological Association: Psychotherapy', url: 'https://www.apa.org/topics/psychotherapy' },
    {
      title: 'NHS: NHS Talking Therapies for anxiety and depression',
      url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/talking-therapies-and-counselling/nhs-talking-therapies/',
    },
    { title: 'Mind: Talking therapy and counselling', url: 'https://www.mind.org.uk/information-support/drugs-and-treatments/talking-therapy-and-counselling/' },
  ],
};
