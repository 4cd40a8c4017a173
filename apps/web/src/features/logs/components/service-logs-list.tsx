import { DataList } from '../../../components/data-list/data-list';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useServiceLogsList } from '../api/get-service-logs';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { SERVICE_LOG_COLUMNS } from './service-log-columns';

const STATUS_OPTIONS = optionsOf('serviceLogStatus');

export function ServiceLogsList() {
  const list = useServiceLogsList();
  return (
    <DataList
      list={list}
      columns={SERVICE_LOG_COLUMNS}
      tableName="service-logs"
      noun="service logs"
      filters={
        <>
          <TextFilter list={list} name="service" label="Service" placeholder="e.g. payroll" />
          <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
          <DateRangeFilter list={list} />
        </>
      }
    />
  );
}
