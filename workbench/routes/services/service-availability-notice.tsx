import { Alert, Button, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useServiceAvailable } from '../../data/corp';
import { paths } from '../paths';
import { serviceNotice } from './service-availability';

/**
 * Before a service is added or entered, whether this company's services can be used
 * (isServiceAvailable, read as the page loads): a notice when they cannot, and why, with the way
 * to the certification; nothing while they can or while the answer is on its way.
 */
export function ServiceAvailabilityNotice() {
  const { t } = useLingui();
  const availability = useServiceAvailable();

  if (availability.error)
    return (
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t({
              id: 'services.availability.failed',
              message: 'Whether the services of this company can be used could not be checked.',
            })}
          </Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void availability.mutate()}>
          {t({ id: 'services.availability.retry', message: 'Check again' })}
        </Button>
      </Alert.Root>
    );

  const notice = serviceNotice(availability.data);
  if (!notice) return null;
  const descriptions = {
    certify: t({
      id: 'services.availability.certify',
      message: 'Services can be added and entered once the company is certified.',
    }),
    inReview: t({
      id: 'services.availability.inReview',
      message: 'The certification is in review. Services open once it is certified.',
    }),
    unavailable: t({
      id: 'services.availability.unavailable',
      message: 'The services of this company cannot be used at the moment.',
    }),
  };
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t({
            id: 'services.availability.title',
            message: 'The services of this company are not available yet',
          })}
        </Alert.Title>
        <Alert.Description>{descriptions[notice]}</Alert.Description>
        {/* Under the reason, not beside it: beside it, a phone left the reason a narrow column. */}
        {notice === 'unavailable' ? null : (
          <Link
            href={paths.corps.getHref()}
            textStyle="sm"
            fontWeight="medium"
            alignSelf="flex-start"
            mt="1"
          >
            {t({ id: 'services.availability.toCorps', message: 'Go to certification' })}
          </Link>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
