import { canManageReferenceData } from '@app/domain';
import { useParams } from 'react-router';
import { ReferenceDetailPage } from '../../../components/reference/reference-detail-page';
import { useWorkLocation } from '../api/get-work-location';
import { useUpdateWorkLocation } from '../api/update-work-location';
import { EditWorkLocationForm } from '../components/edit-work-location-form';
import { WorkLocationDetails } from '../components/work-location-details';

/** /work_locations/:id: one location, editable and archivable by those who manage reference data. */
export function WorkLocationDetailPage() {
  const { id = '' } = useParams();
  const query = useWorkLocation(id);
  const update = useUpdateWorkLocation(id);
  return (
    <ReferenceDetailPage
      query={query}
      noun="work location"
      back={{ to: '/work_locations', label: 'Work Locations' }}
      title={(row) => row.name}
      canEdit={canManageReferenceData}
      setActive={(active) => update.mutateAsync({ active })}
      edit={(row, { withClient, done }) => <EditWorkLocationForm row={row} withClient={withClient} onDone={done} />}
      details={(row, { showPartner }) => <WorkLocationDetails row={row} showPartner={showPartner} />}
    />
  );
}
