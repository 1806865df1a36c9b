/// A literal segment as a trie key: compared and hashed by its UTF-8 bytes.
///
/// NB: `Substring`'s own `Hashable` works on Unicode canonical equivalence, which walks the
/// text by scalars and costs several times a byte hash. Byte equality is also what untrusted
/// input needs: `café` written with a combining accent is not the literal `café`. The bytes are
/// digested once (FNV-1a) when the key is made, so a lookup feeds the hasher one word and
/// compares bytes only when the digests agree.
struct LiteralKey: Hashable, Sendable {
  let text: Substring
  let digest: UInt64

  init(_ text: Substring) {
    self.text = text
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    let utf8 = text.utf8
    let fast: Void? = utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    if fast == nil {
      for byte in utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    self.digest = digest
  }

  static func == (lhs: LiteralKey, rhs: LiteralKey) -> Bool {
    // NB: equal digests mean equal bytes but for a 2⁻⁶⁴ chance; `==` then confirms, on its
    // memcmp fast path for the ASCII literals of a table.
    lhs.digest == rhs.digest && lhs.text == rhs.text
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}
