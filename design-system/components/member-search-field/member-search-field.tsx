import { Box, Field, IconButton, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  clampMemberSearch,
  memberSearchRule,
  validationMessages,
} from '../../../shared/validation';
import { SearchIcon } from '../../icons';

export interface MemberSearchFieldProps {
  /** Searches with the text typed, trimmed ('' lists everyone): by the button or by Enter. */
  onSearch: (key: string) => void;
  /** A search is under way: the button spins. @default false */
  searching?: boolean;
  /** Why the last search failed, announced under the field. @default undefined */
  error?: string;
  /** The text the field starts with (a search the address asked for). @default '' */
  defaultValue?: string;
}

/**
 * The member search of the member lists (name, mobile or account), cut at 200 characters with a
 * message. The button sits inside the field's end by plain positioning, not Chakra's InputGroup:
 * its Group machinery cost the departments page 0.9 kB gzip on navigation (bench/route-chunks.ts).
 */
export function MemberSearchField({
  onSearch,
  searching = false,
  error,
  defaultValue = '',
}: MemberSearchFieldProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(defaultValue);
  const [tooLong, setTooLong] = useState(false);
  const search = () => onSearch(text.trim());
  return (
    <Field.Root invalid={tooLong || error !== undefined} maxW="md">
      <Box position="relative" w="full">
        <Input
          size="sm"
          type="search"
          pe="10"
          value={text}
          aria-label={t({ id: 'memberSearch.label', message: 'Search members' })}
          placeholder={t({ id: 'memberSearch.placeholder', message: 'Name, mobile or account' })}
          onChange={(event) => {
            // Counted in characters, not UTF-16 units, so an emoji is never cut in half (the
            // input's maxLength would).
            const value = event.target.value;
            const cut = memberSearchRule(value) !== undefined;
            setTooLong(cut);
            setText(cut ? clampMemberSearch(value) : value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <IconButton
          size="xs"
          variant="ghost"
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          loading={searching}
          aria-label={t({ id: 'memberSearch.button', message: 'Search' })}
          onClick={search}
        >
          <SearchIcon />
        </IconButton>
      </Box>
      {tooLong ? (
        <Field.ErrorText>{i18n._(validationMessages['memberSearch.tooLong'])}</Field.ErrorText>
      ) : null}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

MemberSearchField.displayName = 'MemberSearchField';
