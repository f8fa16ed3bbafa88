import { config } from '@/config/env';
import { Plain } from '@/lib/plain-language';
import '../../styles/ai.css';
import { FeelingWordsTool } from './FeelingWordsTool';
import { JournalPromptTool } from './JournalPromptTool';
import { TalkItThrough } from './TalkItThrough';
import { ThinkingTrapsTool } from './ThinkingTrapsTool';

/**
 * Presence's AI tools. With the aiIntegration flag off (the default) they are simple rule-based helpers that run on
 * this device, need no network and never pretend to be a person; with it on, "talk it through" joins them. All of
 * it prerenders: nothing here reads the browser or the person's data while rendering.
 */
export function AiTools() {
  return (
    <section className="ai-tools" aria-labelledby="ai-tools-heading" data-testid="ai-tools">
      <h2 id="ai-tools-heading">
        <Plain standard="AI tools" plain="Helper tools" />
      </h2>
      <p className="ai-tools__note">
        <Plain
          standard="Simple tools that run on this device, with no network. They follow fixed rules: they are not a person, not a therapist, and they do not diagnose."
          plain="Simple tools that work on this device. They follow rules. They are not a person or a therapist."
        />
      </p>
      <div className="ai-tools__grid">
        <ThinkingTrapsTool />
        <FeelingWordsTool />
        <JournalPromptTool />
      </div>
      {config.flags.aiIntegration && <TalkItThrough />}
    </section>
  );
}
