//! Counts of an engine's work (search nodes, conflicts, units) against today's figure: a
//! deterministic measure that no machine's speed can blur, so that a change that makes a search
//! do more fails though every answer stays right. One policy everywhere: a count over today's
//! figure plus its margin fails, and so does a count under half of it, to say that the figure
//! should come down with the change that lowered it (or that a counter stopped counting).

/// One count of work against its budget: today's figure plus `margin` percent.
pub struct Count {
    pub what: String,
    pub counted: u64,
    pub today: u64,
    pub margin: u64,
}

impl Count {
    /// The count `counted` of `what`, today `today`, with `margin` percent of headroom.
    pub fn new(what: &str, counted: u64, today: u64, margin: u64) -> Count {
        Count {
            what: what.to_string(),
            counted,
            today,
            margin,
        }
    }

    /// Why the count fails its budget, if it does.
    fn failure(&self) -> Option<String> {
        let budget = self.today + self.today * self.margin / 100;
        if self.counted > budget {
            Some(format!(
                "{} {}, over the budget of {} (today {} + {}%)",
                self.counted, self.what, budget, self.today, self.margin
            ))
        } else if self.counted < self.today / 2 {
            Some(format!(
                "{} {}, under half of today's {}: lower today's figure to the new count (or the \
                 counter stopped counting)",
                self.counted, self.what, self.today
            ))
        } else {
            None
        }
    }
}

/// Asserts every count of `test` within its budget and at least half of today's figure,
/// listing every one that is not.
///
/// # Panics
/// When a count is over its budget or under half of today's figure.
#[track_caller]
pub fn assert_within(test: &str, counts: &[Count]) {
    let failures: Vec<String> = counts.iter().filter_map(Count::failure).collect();
    assert!(failures.is_empty(), "{}:\n{}", test, failures.join("\n"));
}

/// [`assert_within`] for one count.
///
/// # Panics
/// As [`assert_within`].
#[track_caller]
pub fn assert_one_within(test: &str, what: &str, counted: u64, today: u64, margin: u64) {
    assert_within(test, &[Count::new(what, counted, today, margin)]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn over_the_margin_or_under_half_fails() {
        assert!(Count::new("nodes", 110, 100, 10).failure().is_none());
        assert!(Count::new("nodes", 50, 100, 10).failure().is_none());
        let over = Count::new("nodes", 111, 100, 10).failure().unwrap();
        assert!(over.contains("over the budget of 110"), "{}", over);
        let under = Count::new("nodes", 49, 100, 10).failure().unwrap();
        assert!(under.contains("under half of today's 100"), "{}", under);
    }
}
