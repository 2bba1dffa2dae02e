// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { designSystemBoundary } from '../../../eslint/design-system-boundary.js';

/** The boundary block exactly as eslint.config.js uses it, on a TypeScript parser, nothing else. */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    designSystemBoundary,
  ],
});

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

const COMPONENT = 'design-system/components/example/example.tsx';

describe('the design-system boundary rule', () => {
  it.each([
    ["import useSWR from 'swr';", 'swr'],
    ["import useSWRMutation from 'swr/mutation';", 'swr/mutation'],
    ["import { ofetch } from 'ofetch';", 'ofetch'],
    ["import { useNavigate } from 'react-router-dom';", 'react-router-dom'],
    ["import { Link } from 'react-router';", 'react-router'],
    ["import { client } from '../../../workbench/api/client';", 'a relative path into workbench/'],
    ["import { useCurrentCorp } from 'workbench/data/corp';", 'a bare path into workbench/'],
    ["export { paths } from '../../workbench/routes/paths';", 'a re-export from workbench/'],
  ])('should fail %s in design-system (%s)', async (code) => {
    const errors = await boundaryErrors(code, COMPONENT);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it('should allow React, Chakra, Lingui and its own modules in design-system', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { Button } from '@chakra-ui/react';",
      "import { useLingui } from '@lingui/react/macro';",
      "import { motion } from 'framer-motion';",
      "import { DIALOG_WIDTH } from '../../constants';",
    ].join('\n');
    expect(await boundaryErrors(code, COMPONENT)).toEqual([]);
  });

  it('should leave the workbench free to use swr, ofetch and the router', async () => {
    const code =
      "import useSWR from 'swr';\nimport { ofetch } from 'ofetch';\nimport { HashRouter } from 'react-router-dom';";
    expect(await boundaryErrors(code, 'workbench/routes/home/home-page.tsx')).toEqual([]);
  });

  it('should not mistake a name that merely contains "workbench" for the app', async () => {
    expect(await boundaryErrors("import { x } from './workbench-icon';", COMPONENT)).toEqual([]);
  });
});
