import { codexSections } from '@/content/codex';
import { activities, tools, trails } from '@/content/insight';
import { readings } from '@/content/resonance/readings';
import { stories } from '@/content/resonance/stories';
import { paths } from '@/lib/paths';

/**
 * Every route whose content is ours, not the person's: the build renders each to HTML (src/entry-prerender.tsx).
 * Routes that show the person's own data (flows in progress, admin, systems, Star Chart, which depends on the
 * therapist's sign-in) and routes with an open parameter (shared journeys) keep the shell. Reflections is ours around
 * the person's data, as the forge is: its words prerender and its sections show "Loading..." or, on a first visit,
 * their empty states (components/ui/Pending.tsx), so a first visit answers when the page paints.
 */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    paths.about,
    paths.whoWeAre,
    paths.brand,
    paths.crisisHelp,
    paths.insight,
    paths.presence,
    paths.codex,
    ...codexSections.map((section) => paths.codexSection(section.id)),
    paths.forge,
    paths.forgeWizard,
    paths.hearthlink,
    paths.resonance,
    ...stories.map((story) => paths.story(story.id)),
    paths.library,
    ...readings.map((reading) => paths.libraryReading(reading.id)),
    paths.community,
    paths.submitBook,
    paths.reflections,
    paths.trails,
    ...trails.map((trail) => paths.trail(trail.id)),
    paths.tools,
    ...tools.map((tool) => paths.tool(tool.id)),
    paths.imaginarium,
    ...activities.map((activity) => paths.activity(activity.id)),
    paths.journeys,
    paths.plans,
    paths.directory,
  ];
}
