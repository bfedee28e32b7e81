import { bankHolderName, type TBankAccountInput, VN_BANKS, ZBankAccountInput } from '@xinh/contracts'
import { useT } from '#web/lib/i18n/index.ts'
import { SelectField, TextField } from '#web/ui/field.tsx'

export type BankValue = { bank_code: string; account_number: string; holder_name: string }
export type BankErrors = Partial<Record<keyof BankValue, string>>
export const EMPTY_BANK: BankValue = { bank_code: '', account_number: '', holder_name: '' }

/**
 * Checks the account with the server's own schema (same messages, `v.…` keys): the parsed body
 * to send, or the field errors.
 */
export function checkBank(value: BankValue): { ok: true; body: TBankAccountInput } | { ok: false; errors: BankErrors } {
  const parsed = ZBankAccountInput.safeParse(value)
  if (parsed.success) return { ok: true, body: parsed.data as TBankAccountInput }
  const errors: BankErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BankValue
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** The server's field errors (`bank_account.holder_name`, `refund_bank.account_number`…) on these fields. */
export function bankErrorsFrom(fields: Record<string, string> | undefined, prefix: string): BankErrors {
  const out: BankErrors = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (!key.startsWith(`${prefix}.`)) continue
    out[key.slice(prefix.length + 1) as keyof BankValue] = message
  }
  return out
}

/**
 * A refund bank account: the bank from the list, the number (digits only) and the holder's name,
 * turned into capitals without diacritics as it is typed (the way banks print it).
 */
export function BankAccountFields({
  value,
  onChange,
  errors = {},
}: {
  value: BankValue
  onChange: (next: BankValue) => void
  errors?: BankErrors
}) {
  const t = useT()
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('acct.pay_bank')}
        name="bank_code"
        value={value.bank_code}
        placeholder={t('acct.pay_bank_placeholder')}
        options={VN_BANKS.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
        onChange={(e) => onChange({ ...value, bank_code: e.target.value })}
        error={errors.bank_code}
      />
      <TextField
        label={t('acct.pay_number')}
        name="account_number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        value={value.account_number}
        onChange={(e) => onChange({ ...value, account_number: e.target.value.replace(/\D/g, '') })}
        error={errors.account_number}
      />
      <TextField
        label={t('acct.pay_holder')}
        name="holder_name"
        autoComplete="name"
        autoCapitalize="characters"
        maxLength={50}
        hint={t('acct.pay_holder_hint')}
        value={value.holder_name}
        // keep the typed trailing space so two words can be typed; the rest becomes the bank's form
        onChange={(e) => onChange({ ...value, holder_name: bankHolderName(e.target.value) + (/\s$/.test(e.target.value) ? ' ' : '') })}
        error={errors.holder_name}
      />
    </div>
  )
}
