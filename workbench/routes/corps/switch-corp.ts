import { useCallback } from 'react';
import { useSwitchCorp } from '../../data/current-corp';
import { requestSecondCheck } from '../sign-in-flow/second-check';
import type { SecondCheckData } from '../../../shared/payloads/corp';

/**
 * Switching corp with the second-check branch (docs/product.md §4), for the header's switcher and the
 * corps page alike: a corp that answers 5001022900 goes through the second-check dialog, then the
 * switch is asked again. Resolves true once switched, false when the check was refused or closed
 * (the person stays where they were).
 */
export function useSwitchCorpWithCheck(): (corpId: string) => Promise<boolean> {
  const { trigger: switchCorp } = useSwitchCorp();
  return useCallback(
    async (corpId: string) => {
      const first = await switchCorp({ corpId });
      if (!first.needsSecondCheck) return true;
      const passed = await requestSecondCheck(first.data as SecondCheckData);
      if (!passed) return false;
      const again = await switchCorp({ corpId });
      return !again.needsSecondCheck;
    },
    [switchCorp],
  );
}
