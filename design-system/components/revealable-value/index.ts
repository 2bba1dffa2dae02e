export { RevealableValue, type RevealableValueProps } from './revealable-value';
