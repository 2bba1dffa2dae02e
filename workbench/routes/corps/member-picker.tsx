import { Badge, Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListState } from '../../../design-system/components/list-state';
import {
  clampMemberSearch,
  memberSearchRule,
  validationMessages,
} from '../../../shared/validation';
import { useDeptMembers, useDeptTree } from '../../data/dept';
import type { MemberRow } from '../../../shared/domain/org';
import { listFailure } from '../list-failure';

/**
 * How many members the picker lists at once (the project's own choice): a search narrows a large
 * corp down to the one wanted.
 */
export const MEMBER_PICK_PAGE_SIZE = 10;

export interface MemberPickerProps {
  /** The member picked, or null. */
  picked: MemberRow | null;
  onPick: (member: MemberRow) => void;
  /** A member the picker leaves out: the signed-in user, who cannot act on themselves here. */
  excludeUserId: string;
  disabled?: boolean;
}

/**
 * Picks one member of the current corp: the whole corp (the root department with its
 * sub-departments) searched by name, mobile or account, a page at a time.
 */
export default function MemberPicker({
  picked,
  onPick,
  excludeUserId,
  disabled,
}: MemberPickerProps) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  const tree = useDeptTree();
  const root = tree.data?.find((dept) => dept.deptLevel === 0);
  const members = useDeptMembers(
    root
      ? {
          deptId: root.deptId,
          fetchChild: true,
          key,
          currentPage: 1,
          pageSize: MEMBER_PICK_PAGE_SIZE,
        }
      : null,
  );
  const tooLong = memberSearchRule(typed);
  const rows = members.data?.list.filter((member) => member.userId !== excludeUserId) ?? [];
  const failed = tree.error ?? members.error;

  const runSearch = () => {
    if (!tooLong) setKey(typed.trim());
  };

  return (
    <Stack gap="3">
      <Field.Root invalid={tooLong !== undefined}>
        <Field.Label>{t({ id: 'corps.members.search', message: 'Find a member' })}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            size="sm"
            type="search"
            value={typed}
            placeholder={t({
              id: 'corps.members.searchHint',
              message: 'Name, mobile or account',
            })}
            onChange={(event) => setTyped(clampMemberSearch(event.target.value))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter searches; it must not submit the dialog around the picker.
              event.preventDefault();
              runSearch();
            }}
          />
          <Button size="sm" variant="outline" onClick={runSearch}>
            {t({ id: 'corps.members.searchButton', message: 'Search' })}
          </Button>
        </HStack>
        {tooLong ? <Field.ErrorText>{i18n._(validationMessages[tooLong])}</Field.ErrorText> : null}
      </Field.Root>
      <ListState
        status={
          failed
            ? 'error'
            : !members.data
              ? 'loading'
              : rows.length
                ? 'ready'
                : key
                  ? 'noMatch'
                  : 'empty'
        }
        errorMessage={listFailure(
          t({
            id: 'corps.members.failed',
            message: 'The members could not be loaded.',
          }),
          failed,
        )}
        onRetry={() => void (tree.error ? tree.mutate() : members.mutate())}
        emptyMessage={t({ id: 'corps.members.empty', message: 'No other members yet.' })}
      >
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={picked?.userId ?? null}
          disabled={disabled}
          onValueChange={({ value }) => {
            const member = rows.find((row) => row.userId === value);
            if (member) onPick(member);
          }}
        >
          <RadioGroup.Label srOnly>
            {t({ id: 'corps.members.pick', message: 'Member' })}
          </RadioGroup.Label>
          <Stack gap="2">
            {rows.map((member) => (
              <RadioGroup.Item key={member.userId} value={member.userId}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <HStack gap="2" wrap="wrap">
                    <Text as="span" fontWeight="medium">
                      {member.realName}
                    </Text>
                    <Text as="span" color="text.secondary">
                      {member.mobile || member.userName}
                    </Text>
                    {member.admin ? (
                      <Badge size="sm" colorPalette="brand">
                        {t({ id: 'corps.members.admin', message: 'Admin' })}
                      </Badge>
                    ) : null}
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </ListState>
    </Stack>
  );
}
