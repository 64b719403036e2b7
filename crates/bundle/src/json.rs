//! Just enough JSON to read rustc's diagnostics (`--error-format=json`): one value a line, its
//! strings UTF-8 with escapes only for what must be escaped.

/// A JSON value: an array (a list whose keys are empty) or an object, or any other value as
/// its text (a string's without quotes and escapes; `true`, `12`, `null` as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Text(String),
    List(Vec<(String, Json)>),
}

impl Json {
    /// Parses one value, `None` when `text` is not such JSON. `O(len)`.
    pub fn parse(text: &str) -> Option<Json> {
        let mut parser = Parser {
            b: text.as_bytes(),
            i: 0,
        };
        let value = parser.value()?;
        parser.skip();
        (parser.i == parser.b.len()).then_some(value)
    }

    /// The member `key` of an object; `null` when there is none.
    pub fn get(&self, key: &str) -> &Json {
        const NULL: &Json = &Json::Text(String::new());
        self.members()
            .find(|(k, _)| k == key)
            .map_or(NULL, |(_, v)| v)
    }

    /// The elements of the array member `key` (the values of an object); none when there is
    /// no such member.
    pub fn each(&self, key: &str) -> impl Iterator<Item = &Json> {
        self.get(key).members().map(|(_, v)| v)
    }

    fn members(&self) -> std::slice::Iter<'_, (String, Json)> {
        match self {
            Json::List(members) => members.iter(),
            _ => [].iter(),
        }
    }

    /// The text of member `key` (`"true"`, `"12"`); empty when there is none.
    pub fn str(&self, key: &str) -> &str {
        match self.get(key) {
            Json::Text(s) => s,
            Json::List(_) => "",
        }
    }

    /// The number member `key`.
    pub fn number(&self, key: &str) -> Option<usize> {
        self.str(key).parse().ok()
    }
}

struct Parser<'a> {
    b: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn skip(&mut self) {
        while self.b.get(self.i).is_some_and(u8::is_ascii_whitespace) {
            self.i += 1;
        }
    }

    /// Skips white space, then takes `c` if it comes next.
    fn eat(&mut self, c: u8) -> bool {
        self.skip();
        let found = self.b.get(self.i) == Some(&c);
        self.i += usize::from(found);
        found
    }

    fn value(&mut self) -> Option<Json> {
        if self.eat(b'"') {
            return self.string().map(Json::Text);
        }
        let close = match self.b.get(self.i)? {
            b'[' => b']',
            b'{' => b'}',
            _ => {
                let atom = self.b[self.i..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c));
                let len = atom.count();
                self.i += len;
                let atom = String::from_utf8(self.b[self.i - len..self.i].to_vec()).ok();
                return atom.filter(|a| !a.is_empty()).map(Json::Text);
            }
        };
        self.i += 1;
        let mut members = Vec::new();
        while !self.eat(close) {
            if !members.is_empty() && !self.eat(b',') {
                return None;
            }
            let mut key = String::new();
            if close == b'}' {
                key = self.eat(b'"').then(|| self.string())??;
                self.eat(b':').then_some(())?;
            }
            self.skip();
            members.push((key, self.value()?));
        }
        Some(Json::List(members))
    }

    /// The rest of a string whose opening quote is taken.
    fn string(&mut self) -> Option<String> {
        let mut out = Vec::new();
        loop {
            let c = *self.b.get(self.i)?;
            self.i += 1;
            if c == b'"' {
                return String::from_utf8(out).ok();
            } else if c != b'\\' {
                out.push(c);
                continue;
            }
            let escaped = *self.b.get(self.i)?;
            self.i += 1;
            let plain = match escaped {
                b'n' => '\n',
                b't' => '\t',
                b'r' => '\r',
                b'u' => {
                    let hex = std::str::from_utf8(self.b.get(self.i..self.i + 4)?).ok()?;
                    self.i += 4;
                    char::from_u32(u32::from_str_radix(hex, 16).ok()?).unwrap_or('\u{fffd}')
                }
                other => char::from(other),
            };
            out.extend_from_slice(plain.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rustc_s_diagnostics_are_read() {
        let v = Json::parse(r#" {"message":"unused \"x\" é\u0001","spans":[{"byte_start":15,"is_primary":true}],"code":null} "#).unwrap();
        assert_eq!(v.str("message"), "unused \"x\" é\u{1}");
        let span = v.each("spans").next().unwrap();
        assert_eq!(
            (span.number("byte_start"), span.str("is_primary")),
            (Some(15), "true")
        );
        assert_eq!(
            (v.str("code"), v.str("none"), v.number("message")),
            ("null", "", None)
        );
        for bad in ["[1, 2,]", "{\"a\": [] } x", "[1 2]", "\"open", "{\"a\" 1}"] {
            assert_eq!(Json::parse(bad), None, "{bad}");
        }
    }
}
