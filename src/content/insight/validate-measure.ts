import { checkScoring, optionId } from '../../../contract/measure-scoring.ts';
import type { ToolContent } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a scored questionnaire against its own scoring: one required single-choice field per item, in the
 * scoring's order, offering exactly the scoring's answer values; a name for every band; a source with an https
 * address and the date it was checked. Returns the problems found (none for a tool that is not a questionnaire).
 */
export function checkMeasureTool(tool: ToolContent): string[] {
  const measure = tool.measure;
  if (!measure) return [];
  const where = `tool "${tool.id}" measure`;
  const problems = checkScoring(measure.scoring).map((problem) => `${where}: ${problem}`);
  const fields = tool.steps.flatMap((step) => step.fields);
  const fieldIds = fields.map((field) => field.id);
  if (fieldIds.join(',') !== measure.scoring.itemIds.join(',')) {
    problems.push(`${where}: its fields (${fieldIds.join(', ')}) are not its items (${measure.scoring.itemIds.join(', ')})`);
  }
  const expectedOptions = [...measure.scoring.optionValues].map(optionId).sort().join(',');
  for (const field of fields) {
    if (field.kind !== 'choice' || field.multiple || !field.required) {
      problems.push(`${where}: item "${field.id}" must be a required single choice`);
      continue;
    }
    const offered = field.options.map((option) => option.id).sort().join(',');
    if (offered !== expectedOptions) problems.push(`${where}: item "${field.id}" offers ${offered}, not ${expectedOptions}`);
  }
  const named = new Set(measure.bands.map((band) => band.id));
  for (const band of measure.scoring.bands) if (!named.has(band.id)) problems.push(`${where}: band "${band.id}" has no name`);
  const scored = new Set(measure.scoring.bands.map((band) => band.id));
  for (const band of measure.bands) if (!scored.has(band.id)) problems.push(`${where}: names a band "${band.id}" it does not score`);
  const { source } = measure;
  if (!source.citation.trim()) problems.push(`${where}: the source has no citation`);
  if (source.urls.length === 0 || source.urls.some((url) => !url.startsWith('https://'))) {
    problems.push(`${where}: the source needs https addresses`);
  }
  if (!ISO_DATE.test(source.checked) || Number.isNaN(Date.parse(source.checked))) {
    problems.push(`${where}: the date checked is not a YYYY-MM-DD date`);
  }
  return problems;
}
