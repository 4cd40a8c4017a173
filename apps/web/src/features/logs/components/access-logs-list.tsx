import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { HTTP_METHODS, useAccessLogsList } from '../api/get-access-logs';
import { ACCESS_LOG_COLUMNS } from './access-log-columns';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';

const METHOD_OPTIONS = HTTP_METHODS.map((m) => ({ value: m, label: m }));
/** The API takes one HTTP status code (100–599). */
const isStatusCode = (value: string) => /^[1-5]\d\d$/.test(value);

export function AccessLogsList() {
  const list = useAccessLogsList();
  return (
    <DataList
      list={list}
      columns={ACCESS_LOG_COLUMNS}
      tableName="access-logs"
      noun="access logs"
      filters={
        <>
          <TextFilter list={list} name="search" label="Path" placeholder="Path contains" search />
          <SelectFilter list={list} name="method" label="Method" data={METHOD_OPTIONS} />
          <TextFilter
            list={list}
            name="status"
            label="Status"
            placeholder="e.g. 404"
            accept={isStatusCode}
            invalidText="A status code from 100 to 599"
          />
          <DateRangeFilter list={list} />
        </>
      }
    />
  );
}
