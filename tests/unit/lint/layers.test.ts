// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { layerBoundaries } from '../../../eslint/layers.js';

/**
 * A project of one module per layer in a folder of its own, so the rules are proved on the layout
 * of DESIGN.md and not on whatever the real tree holds today.
 */
const root = mkdtempSync(join(tmpdir(), 'layers-'));
const MODULES = [
  'shared/domain.ts',
  'design-system/button.tsx',
  'workbench/api/client.ts',
  'workbench/data/corp.ts',
  'workbench/routes/home.tsx',
  'workbench/sandbox/handlers.ts',
  'workbench/main.tsx',
  'workbench/app/providers.tsx',
  'stories/button.stories.tsx',
  'tests/unit/home.test.tsx',
  'locales/en_US/messages.ts',
];
for (const module of MODULES) {
  mkdirSync(dirname(join(root, module)), { recursive: true });
  writeFileSync(join(root, module), 'export const value = 1;\nexport type Value = number;\n');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The layer blocks exactly as eslint.config.js builds them, on a TypeScript parser, nothing else. */
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...layerBoundaries(root),
  ],
});

const LAYER_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

async function layerErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter(({ ruleId }) => LAYER_RULES.includes(ruleId ?? ''));
}

const SHARED = 'shared/example.ts';
const COMPONENT = 'design-system/example/example.tsx';
const API = 'workbench/api/example.ts';
const DATA = 'workbench/data/example.ts';
const PAGE = 'workbench/routes/example/example-page.tsx';
const SANDBOX = 'workbench/sandbox/example.ts';
const APP = 'workbench/router.tsx';
const APP_FOLDER = 'workbench/app/example.tsx';

describe('the layers of DESIGN.md', () => {
  it.each([
    [SHARED, "import { value } from '../design-system/button';", 'shared → design-system'],
    [SHARED, "import type { Value } from '../workbench/api/client';", 'shared → workbench/api'],
    [COMPONENT, "import { value } from '../../workbench/api/client';", 'design-system → workbench'],
    [COMPONENT, "export { value } from '../../workbench/routes/home';", 'a re-export'],
    [COMPONENT, "import { value } from '../../stories/button.stories';", 'design-system → stories'],
    [COMPONENT, "import useSWR from 'swr';", 'design-system → swr'],
    [COMPONENT, "import useSWRMutation from 'swr/mutation';", 'design-system → swr/mutation'],
    [COMPONENT, "import { ofetch } from 'ofetch';", 'design-system → ofetch'],
    [COMPONENT, "import { Link } from 'react-router';", 'design-system → react-router'],
    [
      COMPONENT,
      "import { useNavigate } from 'react-router-dom';",
      'design-system → react-router-dom',
    ],
    [COMPONENT, "import { z } from 'zod';", 'design-system → a package off its list'],
    [COMPONENT, "import { Wrap } from '@chakra-ui/react';", "Chakra's Wrap"],
    [API, "import { value } from '../../design-system/button';", 'api → design-system'],
    [API, "import type { Value } from '../data/corp';", 'api → data'],
    [API, "import { value } from '../routes/home';", 'api → routes'],
    [API, "import { value } from '../sandbox/handlers';", 'api → sandbox'],
    [API, "import { useState } from 'react';", 'api → react'],
    [API, "import useSWR from 'swr';", 'api → swr'],
    [DATA, "import { value } from '../routes/home';", 'data → routes'],
    [DATA, "import { value } from '../../design-system/button';", 'data → design-system'],
    [DATA, "import { value } from '../sandbox/handlers';", 'data → sandbox'],
    [DATA, "import { ofetch } from 'ofetch';", 'data → ofetch'],
    [PAGE, "import { value } from '../../api/client';", 'routes → api'],
    [PAGE, "import type { Value } from '../../api/client';", 'routes → api, for a type'],
    [PAGE, "const client = () => import('../../api/client');", 'routes → api, lazily'],
    [PAGE, "import { value } from '../../sandbox/handlers';", 'routes → sandbox'],
    [PAGE, "import { value } from '../../main';", 'routes → the app'],
    [PAGE, "import useSWR from 'swr';", 'routes → swr'],
    [PAGE, "import { ofetch } from 'ofetch';", 'routes → ofetch'],
    [SANDBOX, "import { value } from '../api/client';", 'sandbox → api'],
    [SANDBOX, "import { value } from '../../design-system/button';", 'sandbox → design-system'],
    [SANDBOX, "import { value } from '../data/corp';", 'sandbox → data'],
    [SANDBOX, "import type { Connect } from 'vite';", 'sandbox → vite'],
    [APP, "import { value } from './sandbox/handlers';", 'app → sandbox'],
    [APP_FOLDER, "import { value } from '../sandbox/handlers';", 'an app folder → sandbox'],
    [APP, "import { value } from '../tests/unit/home.test';", 'app → tests'],
  ])('should fail in %s: %s (%s)', async (file, code) => {
    const errors = await layerErrors(code, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each([
    [SHARED, ["import { msg } from '@lingui/core/macro';", "import { value } from './domain';"]],
    [
      COMPONENT,
      [
        "import { useState } from 'react';",
        "import { createPortal } from 'react-dom';",
        "import { Button } from '@chakra-ui/react';",
        "import { Global } from '@emotion/react';",
        "import { motion } from 'framer-motion';",
        "import { useLingui } from '@lingui/react/macro';",
        "import { useVirtualizer } from '@tanstack/react-virtual';",
        "import { QRCodeSVG } from 'qrcode.react';",
        "import { ZxcvbnFactory } from '@zxcvbn-ts/core';",
        "import words from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';",
        "import { value } from '../button';",
        "import type { Value } from '../../shared/domain';",
        "const catalogue = () => import('../../locales/en_US/messages');",
      ],
    ],
    [
      API,
      [
        "import { ofetch } from 'ofetch';",
        "import { value } from './client';",
        "import type { Value } from '../../shared/domain';",
      ],
    ],
    [
      DATA,
      [
        "import useSWR from 'swr';",
        "import useSWRMutation from 'swr/mutation';",
        "import { useMemo } from 'react';",
        "import { value } from '../api/client';",
        "import { value as corp } from './corp';",
        "import type { Value } from '../../shared/domain';",
      ],
    ],
    [
      PAGE,
      [
        "import { useState } from 'react';",
        "import { useNavigate } from 'react-router-dom';",
        "import { useLingui } from '@lingui/react/macro';",
        "import { Box } from '@chakra-ui/react';",
        "import { value } from '../../data/corp';",
        "import { value as button } from '../../../design-system/button';",
        "import type { Value } from '../../../shared/domain';",
        "const home = () => import('../home');",
      ],
    ],
    [
      SANDBOX,
      [
        "import { http } from 'msw';",
        "import { setupServer } from 'msw/node';",
        "import { readFileSync } from 'node:fs';",
        "import type { IncomingMessage } from 'http';",
        "import { value } from './handlers';",
        "import type { Value } from '../../shared/domain';",
      ],
    ],
    [
      APP,
      [
        "import { createRoot } from 'react-dom/client';",
        "import { value } from './routes/home';",
        "import { value as corp } from './data/corp';",
        "import { value as client } from './api/client';",
        "import { value as button } from '../design-system/button';",
        "import type { Value } from '../shared/domain';",
        "import { value as providers } from './app/providers';",
      ],
    ],
    [
      'stories/example.stories.tsx',
      [
        "import { value } from '../workbench/sandbox/handlers';",
        "import { value as client } from '../workbench/api/client';",
        "import useSWR from 'swr';",
      ],
    ],
    [
      'tests/unit/example.test.tsx',
      [
        "import { value } from '../../workbench/sandbox/handlers';",
        "import { value as page } from '../../workbench/routes/home';",
      ],
    ],
  ])('should allow what %s may import', async (file, lines) => {
    expect(await layerErrors(lines.join('\n'), file)).toEqual([]);
  });

  it('should not mistake a name that merely contains "workbench" for the app', async () => {
    writeFileSync(join(root, 'design-system/workbench-icon.tsx'), 'export const x = 1;\n');
    expect(await layerErrors("import { x } from '../workbench-icon';", COMPONENT)).toEqual([]);
  });
});
