/** "+1 2025550100"; the root member (the club itself) has no phone. */
export function phoneOf(m: { areaCode: string | null; phone: string | null }): string {
  if (!m.phone) return '–';
  return m.areaCode ? `+${m.areaCode} ${m.phone}` : m.phone;
}

/** A phone number reads left to right in every language, Arabic included. */
export function Phone(props: { of: { areaCode: string | null; phone: string | null } }) {
  return <bdi dir="ltr">{phoneOf(props.of)}</bdi>;
}
