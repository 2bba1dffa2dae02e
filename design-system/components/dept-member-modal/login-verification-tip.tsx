import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** The tip box beside the member table of the department-member modal (docs/product.md §2). */
export function LoginVerificationTip() {
  const { t } = useLingui();
  const tipTitleId = useId();
  return (
    <Box
      as="aside"
      aria-labelledby={tipTitleId}
      flexShrink="0"
      w={{ base: 'full', lg: '64' }}
      p="4"
      borderRadius="panel"
      bg="brand.subtle"
      textStyle="sm"
    >
      <Stack gap="2">
        <Text id={tipTitleId} fontWeight="semibold">
          {t({ id: 'deptMemberModal.tipTitle', message: 'About login verification' })}
        </Text>
        <Text>
          {t({
            id: 'deptMemberModal.tipWhat',
            message:
              'A member with a verification phone must enter an SMS code sent to that phone each time they sign in to this company.',
          })}
        </Text>
        <Text>
          {t({
            id: 'deptMemberModal.tipHow',
            message:
              'Set a phone to turn verification on. The phone gets a code first, to prove it is reachable. Turn verification off to let the member sign in without the code.',
          })}
        </Text>
      </Stack>
    </Box>
  );
}
