/**
 * A main serial number is four groups of four capitals or digits, e.g. AB12-CD34-EF56-GH78 (the
 * project's own format: workbench/api/device.ts addDeviceSln).
 */
export const SLN_PATTERN = /^[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}$/;

/** How many devices a new main serial number allows unless the person types another number. */
export const DEFAULT_MAX_DEVICES = 5;

export type SlnFormProblem = 'required' | 'format';

/** The serial number as it is sent: without surrounding spaces, in capitals. */
export function normaliseSln(input: string): string {
  return input.trim().toUpperCase();
}

/** What is wrong with a typed serial number, or undefined when it can be added. */
export function slnRule(input: string): SlnFormProblem | undefined {
  const sln = normaliseSln(input);
  if (sln === '') return 'required';
  return SLN_PATTERN.test(sln) ? undefined : 'format';
}

const WHOLE_NUMBER = /^[0-9]+$/;

/** What is wrong with a typed device limit, or undefined when it is a whole number of at least 1. */
export function maxDevicesRule(input: string): SlnFormProblem | undefined {
  const text = input.trim();
  if (text === '') return 'required';
  return WHOLE_NUMBER.test(text) && Number(text) >= 1 ? undefined : 'format';
}
