import { websiteNameProblem, WORDPRESS_REVIEW_STEP, WORDPRESS_STEPS, type WordpressStep } from '@storefront/contracts';
import { domainProblem, type HostingConfigState } from '../configure';

/** The wizard's pages: the seven configurator steps of spec §2, then the review. */
export const WIZARD_STEPS = [...WORDPRESS_STEPS, WORDPRESS_REVIEW_STEP] as const;
export type WizardStep = WordpressStep | typeof WORDPRESS_REVIEW_STEP;

export function stepOf(value: string | null): WizardStep {
  return value && (WIZARD_STEPS as readonly string[]).includes(value) ? (value as WizardStep) : 'REGION';
}

/** The rule a step's choice breaks (the customer stays on it), or null. */
export function stepProblem(step: WizardStep, state: HostingConfigState): string | null {
  if (step === 'WEBSITE_NAME') return websiteNameProblem(state.websiteName);
  if (step === 'DOMAIN') return domainProblem(state);
  return null;
}

/** The first step before `step` that is not complete (a URL opened at a later step goes back there), or null. */
export function firstIncompleteBefore(step: WizardStep, state: HostingConfigState): WizardStep | null {
  for (const earlier of WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step))) if (stepProblem(earlier, state)) return earlier;
  return null;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1]! : null;
}
